//! How the board is shown: the camera and the layout of the window, the
//! renderer's start, the look (palettes, images, fonts, texts in the
//! world, the panel), text size and contrast, reduced motion, and the
//! invisible zones that take the pointer.

pub mod appearance;
pub mod camera;
pub mod motion;
pub mod rendering;
pub mod theme;
pub mod zones;
