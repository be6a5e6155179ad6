//! Invisible areas that take the pointer: a peg's generous zone, the table
//! behind the board. They are picked like sprites of their size (same
//! events, same observers, ordered by depth with the sprites) but never
//! drawn: an invisible sprite would still be blended over its whole area
//! every frame, which on a software renderer cost more than the board
//! itself.

use bevy::camera::{Camera, Projection};
use bevy::picking::Pickable;
use bevy::picking::PickingSystems;
use bevy::picking::backend::ray::RayMap;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::prelude::*;

/// A rectangle of `size` world units centred on the entity, taking pointer events.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
#[require(Transform, Visibility, Pickable)]
pub struct HitZone {
    /// Width and height, in world units.
    pub size: Vec2,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, pick_zones.in_set(PickingSystems::Backend));
}

/// Which zones each pointer is over, nearest first, as a picking backend.
fn pick_zones(
    ray_map: Res<RayMap>,
    cameras: Query<(&Camera, &GlobalTransform, &Projection)>,
    zones: Query<(Entity, &HitZone, &GlobalTransform, &InheritedVisibility, &Pickable)>,
    mut hits: MessageWriter<PointerHits>,
) {
    if zones.is_empty() {
        return;
    }
    let mut sorted: Vec<_> = zones.iter().filter(|(.., visible, _)| visible.get()).collect();
    sorted.sort_by(|a, b| b.2.translation().z.total_cmp(&a.2.translation().z));
    for (ray_id, ray) in ray_map.iter() {
        let Ok((camera, eye, Projection::Orthographic(projection))) = cameras.get(ray_id.camera) else {
            continue;
        };
        if !camera.is_active {
            continue;
        }
        let to_camera = eye.affine().inverse();
        let mut picks = Vec::new();
        for (entity, zone, at, _, pickable) in &sorted {
            // Where the pointer's ray crosses the zone's plane, in the zone's own space.
            let to_zone = at.affine().inverse();
            let (start, end) = (
                to_zone.transform_point3(ray.origin),
                to_zone.transform_point3(*ray.direction * 1e6 + ray.origin),
            );
            if start.z == end.z {
                continue;
            }
            let t = f32::inverse_lerp(start.z, end.z, 0.0);
            let local = start.lerp(end, t).truncate();
            if local.x.abs() > zone.size.x / 2.0 || local.y.abs() > zone.size.y / 2.0 {
                continue;
            }
            let world = at.transform_point(local.extend(0.0));
            let depth = -projection.near - to_camera.transform_point3(world).z;
            picks.push((*entity, HitData::new(ray_id.camera, depth, Some(world), Some(*at.back()))));
            if pickable.should_block_lower {
                break;
            }
        }
        hits.write(PointerHits::new(ray_id.pointer, picks, camera.order as f32));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zone_is_a_centred_rectangle() {
        let zone = HitZone { size: Vec2::new(100.0, 40.0) };
        let at = GlobalTransform::from_xyz(10.0, 20.0, 1.0);
        let inside = |p: Vec2| {
            let local = at.affine().inverse().transform_point3(p.extend(1.0)).truncate();
            local.x.abs() <= zone.size.x / 2.0 && local.y.abs() <= zone.size.y / 2.0
        };
        assert!(inside(Vec2::new(59.0, 39.0)));
        assert!(!inside(Vec2::new(61.0, 20.0)));
        assert!(!inside(Vec2::new(10.0, -1.0)));
    }
}
