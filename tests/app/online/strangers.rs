//! *Play someone now*: two strangers paired fairly with their results kept
//! apart, and strangers whose server restarts mid-game meeting again.

use super::*;

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn play_someone_now_pairs_two_strangers_fairly_and_keeps_their_results_apart() {
    let server = hosting("127.0.0.1:0".parse().expect("an address"));
    let url = format!("http://{}", server.address);
    let mut a = online_app_through(url.clone(), RuleSet::Seed);
    let mut b = online_app_through(url.clone(), RuleSet::Seed);
    // Another rule set waits for its own kind.
    let mut other = online_app_through(url, RuleSet::Four);
    for app in [&mut a, &mut b, &mut other] {
        app.world_mut().write_message(OnlineAction::PlaySomeone);
    }
    run_until_with(
        &mut a,
        &mut b,
        "the two meet",
        |a, b| {
            [a, b].iter().all(|app| {
                app.world()
                    .resource::<Online>()
                    .session
                    .as_ref()
                    .is_some_and(|s| s.connected() && s.number() == 1)
            })
        },
        &mut [&mut other],
    );
    // One sets up the series and plays X, the other O; both agree on the game.
    assert_ne!(session(&a).is_host(), session(&b).is_host());
    assert_ne!(session(&a).me(), session(&b).me());
    assert_eq!((session(&a).rules(), session(&a).starter()), (session(&b).rules(), session(&b).starter()));
    assert!(a.world().resource::<Online>().stranger && a.world().resource::<Online>().code.is_none());
    let other_online = other.world().resource::<Online>();
    assert!(other_online.session.is_none() && other_online.looking.is_some(), "other rules: still looking");

    // They play a game to its end; it counts against strangers, not friends.
    let (mut host, mut guest) = if session(&a).is_host() { (a, b) } else { (b, a) };
    let mut rng = SmallRng::seed_from_u64(37);
    while session(&host).is_playing() {
        let cell = random_legal(&host, &mut rng);
        play(&mut host, &mut guest, cell);
    }
    for app in [&host, &guest] {
        let book = app.world().resource::<RecordBook>();
        assert_eq!(book.all_time.strangers(RuleSet::Seed).games(), 1);
        assert_eq!(online_tally(app, RuleSet::Seed), Tally::default(), "friends' results stay as they were");
    }

    // Alone for the time offered: keep waiting, or play the computer.
    let now = other.world().resource::<Time>().elapsed_secs_f64();
    other.world_mut().resource_mut::<Online>().looking.as_mut().expect("looking").since = now - 31.0;
    other.update();
    let said = {
        let world = other.world();
        world.resource::<Online>().looking_message(world.resource::<Connection>(), now)
    };
    assert_eq!(said, Some(pegs_and_stones::base::i18n::OnlineMsg::NoOneYet));
    other.world_mut().write_message(OnlineAction::PlayComputer);
    for _ in 0..3 {
        other.update();
    }
    assert!(!other.world().resource::<Online>().is_on());
    assert_eq!(other.world().resource::<MatchSettings>().mode, Mode::VsComputer);
}

#[test]
#[ignore = "needs a private network namespace: .ci/online-test runs it"]
fn strangers_whose_server_restarts_mid_game_meet_again_in_a_room_of_their_own() {
    let mut server = hosting("127.0.0.1:0".parse().expect("an address"));
    let address = server.address;
    let url = format!("http://{address}");
    let mut a = online_app_through(url.clone(), RuleSet::Seed);
    let mut b = online_app_through(url, RuleSet::Seed);
    for app in [&mut a, &mut b] {
        app.world_mut().write_message(OnlineAction::PlaySomeone);
    }
    run_until(&mut a, &mut b, "the two meet", |a, b| {
        [a, b].iter().all(|app| {
            let online = app.world().resource::<Online>();
            online.session.as_ref().is_some_and(|s| s.connected() && s.number() == 1)
        })
    });
    let (mut host, mut guest) = if session(&a).is_host() { (a, b) } else { (b, a) };
    let code = host.world().resource::<Online>().pair_code.clone().expect("the pair's room");
    assert_eq!(guest.world().resource::<Online>().pair_code.as_ref(), Some(&code), "both name the same room");
    play(&mut host, &mut guest, 4);

    // The server restarts mid-game: the game goes on over their own
    // connection, and both come to the room their ids name on the new one.
    server.stop();
    play(&mut host, &mut guest, 0);
    let restarted = hosting(address);
    // The host's game takes its new line first and lets its old one go; the
    // guest's (not run meanwhile) then finds the host gone from the old line
    // before it moves itself.
    let mut idle = headless_app();
    let old = host.world().resource::<Connection>().me();
    run_until(&mut host, &mut idle, "the host's game takes a new line", |h, _| {
        let line = h.world().resource::<Connection>();
        line.me() != old && !line.signalling_lost()
    });
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) {
        host.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    // Between one game taking its new line and the other meeting it there,
    // both say so (not that the other player left).
    let mut said = Vec::new();
    run_until(&mut host, &mut guest, "the two are in their room on the restarted server", |h, g| {
        for app in [h, g] {
            let now = app.world().resource::<Time>().elapsed_secs_f64();
            let online = app.world().resource::<Online>();
            said.extend(online.state_message(app.world().resource::<Connection>(), now));
        }
        restarted.hub.players_in(&format!("pegs-and-stones-{code}")) == 2
            && [h, g].iter().all(|app| {
                let online = app.world().resource::<Online>();
                !app.world().resource::<Connection>().signalling_lost()
                    && online.away_left(0.0).is_none()
                    && session(app).connected()
            })
    });
    use pegs_and_stones::base::i18n::OnlineMsg;
    let meeting = OnlineMsg::WithStranger(Box::new(OnlineMsg::MeetingAgain));
    assert!(said.contains(&meeting), "{said:?}");
    assert!(
        !said
            .iter()
            .any(|m| matches!(m, OnlineMsg::WithStranger(m) if matches!(**m, OnlineMsg::FriendAway(_)))),
        "never told the other player left: {said:?}"
    );
    let mut rng = SmallRng::seed_from_u64(3636);
    while session(&host).is_playing() {
        let cell = random_legal(&host, &mut rng);
        play(&mut host, &mut guest, cell);
    }
    assert_eq!(board_moves(&host), board_moves(&guest), "both boards end alike");
    for app in [&host, &guest] {
        assert_eq!(app.world().resource::<RecordBook>().all_time.strangers(RuleSet::Seed).games(), 1);
    }
}
