//! The lessons in English.

use pegs_engine::lesson::stones::WrongAnswer;
use pegs_engine::lesson::{Course, LessonId, WrongMove};
use pegs_engine::tictactoe::{PlayError, Player};

use super::{LessonMsg, Words};

/// "1 move", "2 moves".
fn moves(n: u64) -> String {
    if n == 1 { "1 move".into() } else { format!("{n} moves") }
}

fn title(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => "One disk",
        LessonId::TwoDisks => "Two disks",
        LessonId::ThreeDisks => "Three disks: the trick twice",
        LessonId::HowMany => "How many moves?",
        LessonId::FromTheMiddle => "From the middle",
        LessonId::TheMap => "The map",
        LessonId::FourPegs => "Four pegs",
        LessonId::VanishesNext => "Which stone vanishes?",
        LessonId::WinInOne => "Win in one",
        LessonId::WinWithTheFading => "The faded stone still counts",
        LessonId::Block => "Block",
        LessonId::TwoThreats => "Two threats at once",
        LessonId::Depth => "How deep to look",
        LessonId::Pruning => "Alpha–beta",
        LessonId::Solved => "The solved game",
    }
}

fn text(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => {
            "A move takes the top disk of one peg and puts it on another: on an empty peg or on a \
             larger disk, never on a smaller one. With a single disk, the shortest way is one move."
        }
        LessonId::TwoDisks => {
            "The large disk has to reach the goal, but the small one sits on top of it. So the small \
             disk steps aside to the free peg, the large one goes over, and the small one comes back \
             on top."
        }
        LessonId::ThreeDisks => {
            "Three disks are the two-disk trick done twice. The two small disks go to the middle peg, \
             the largest moves to the goal, and the two small disks follow it. The plan beside the \
             board shows these sub-goals as a stack: a task inside a task. That is recursion."
        }
        LessonId::HowMany => {
            "A tower moves in three steps: the disks above the largest go aside, the largest moves \
             once, the others come back on top. So every disk you add doubles the count and adds \
             one. Here are the towers you have played:"
        }
        LessonId::FromTheMiddle => {
            "The same idea works from any position. Find the largest disk that is not home yet. \
             Everything smaller has to get out of its way, onto the third peg; then it moves; then \
             the smaller disks follow. The plan shows each sub-goal as it comes."
        }
        LessonId::TheMap => {
            "Every position of these disks is a dot on the map, and every move a line between two \
             dots. The three corners are the whole towers. The shortest way home runs along the \
             lines to the goal's corner, and the map draws it. Walk it without a step aside."
        }
        LessonId::FourPegs => {
            "A fourth peg makes it faster. Park some of the small disks on one spare peg, using all \
             four pegs; move the others with the three pegs left; then bring the parked disks back \
             on top. How many to park? Each choice is counted below; take the fewest."
        }
        LessonId::VanishesNext => {
            "Each player keeps at most three stones. When you place a fourth, your oldest stone \
             vanishes, so the oldest is drawn faded as a warning. Until then it stands, and it \
             still counts for a line."
        }
        LessonId::WinInOne => {
            "Three in a row wins: across, down or diagonally. Before anything else, look for two of \
             your stones in a line whose third cell is free."
        }
        LessonId::WinWithTheFading => {
            "The rules look for a line as soon as your stone lands, with all your stones, the faded \
             one too, and only then take the oldest away. So a line through your faded stone wins."
        }
        LessonId::Block => {
            "When your opponent has two in a line and the third cell is free, they win on their next \
             move unless you take that cell. Their faded stone counts for them, just as yours does \
             for you."
        }
        LessonId::TwoThreats => {
            "One stone blocks one threat. A move that makes two threats at once wins, because the \
             opponent can block only one of them. Remember: your fourth stone takes your oldest away."
        }
        LessonId::Depth => {
            "The computer looks a number of half-moves ahead: its depth. A win it sees scores 1000 \
             plus the depth it had left, so a sooner win scores higher. Where it stops before the \
             end, it guesses from the lines: a small score."
        }
        LessonId::Pruning => {
            "Minimax tries every move and every reply. Alpha–beta stops looking at a move as soon \
             as it is clear that the other side would never allow it: the rest of that branch \
             cannot change the choice. The computer searched the empty board twice:"
        }
        LessonId::Solved => {
            "Under these rules the game is solved: from the empty board, X wins against any \
             defence. Can you find how? The computer defends perfectly, and every stone you place \
             must keep the fastest win."
        }
    }
}

fn task(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::HowMany => "Choose the count.",
        LessonId::VanishesNext => "X is to move. Which stone vanishes when X places the next one?",
        LessonId::WinInOne => "You play X. Place the stone that wins now.",
        LessonId::WinWithTheFading => "You play X. Win now, with the stone that is about to vanish.",
        LessonId::Block => "You play X, and O threatens to win. Stop it.",
        LessonId::TwoThreats => "You play X. Place a stone that makes two threats.",
        LessonId::Depth => "X can win in a few half-moves. At which depth does the computer first see it?",
        LessonId::Pruning => "Did pruning change the move the computer chose?",
        _ => "",
    }
}

fn hint(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => "Pick up the disk, then choose the goal peg.",
        LessonId::TwoDisks => "First the small disk goes to the peg that is neither the start nor the goal.",
        LessonId::ThreeDisks => {
            "Clear the largest disk's way: the two smaller disks go to the middle peg first."
        }
        LessonId::HowMany => "Double the count of the tower one disk smaller, then add one.",
        LessonId::FromTheMiddle => {
            "Find the largest disk not on the goal peg; first clear the smaller disks onto the other peg."
        }
        LessonId::TheMap => "Follow the way drawn on the map, one line at a time.",
        LessonId::FourPegs => {
            "Park the smaller disks on a middle peg with all four pegs, move the larger ones with \
             the other three, then bring the parked disks over."
        }
        LessonId::VanishesNext => "Stones go in the order they came: look for the faded X.",
        LessonId::WinInOne => "Two of your stones already share a line.",
        LessonId::WinWithTheFading => "Which line through the faded X needs only one more stone?",
        LessonId::Block => "Find O's line with one free cell: the faded O is part of it.",
        LessonId::TwoThreats => {
            "Look for a free cell that lines up with your stones in two different lines, once your \
             oldest stone is gone."
        }
        LessonId::Depth => "Count the half-moves of the win: X, then O, then X.",
        LessonId::Pruning => "Pruning skips only what cannot matter.",
        LessonId::Solved => "The centre lies on four lines.",
    }
}

fn wrong_move<W: Words>(wrong: &WrongMove) -> String {
    match wrong {
        WrongMove::Refused(PlayError::Occupied(_)) => "That cell already holds a stone.".into(),
        WrongMove::Refused(_) => "No stone can go there now.".into(),
        WrongMove::NoLine => "That stone completes no line.".into(),
        WrongMove::Loses { cell } => format!("Then O wins on {}.", W::cell(*cell)),
        WrongMove::Threats(0) => {
            "That makes no threat; you need two, so that one block cannot stop both.".into()
        }
        WrongMove::Threats(1) => "That makes one threat: O blocks it. You need two at once.".into(),
        WrongMove::Threats(n) => format!("That makes {n} threats, but O can still stop them."),
        WrongMove::Worse { value, best } => {
            format!("That move would {}; the best move would {}.", W::value(*value), W::value(*best))
        }
    }
}

fn wrong_answer<W: Words>(wrong: &WrongAnswer) -> String {
    match wrong {
        WrongAnswer::NoStone => "No stone stands there.".into(),
        WrongAnswer::OtherSide(p) => {
            let p = if *p == Player::X { "X" } else { "O" };
            format!("That is {p}'s stone: it vanishes on {p}'s move, not on this one.")
        }
        WrongAnswer::Younger { .. } => "That one is younger. Stones go oldest first.".into(),
        WrongAnswer::TooShallow { depth, score } => format!(
            "At depth {depth} the search stops before the win and guesses from the lines: its best score is only {score}."
        ),
        WrongAnswer::Deeper { least } => {
            format!("A deeper search sees it too, but depth {least} already does.")
        }
        WrongAnswer::SameChoice(cells) => format!(
            "Both searches choose {}: pruning skips only positions that cannot change the choice.",
            W::cells(cells)
        ),
        WrongAnswer::NoSuchChoice => "That is not one of the answers.".into(),
    }
}

/// Says a lesson's message.
pub(in crate::base::i18n) fn say<W: Words>(m: &LessonMsg) -> String {
    match m {
        LessonMsg::Learn => "Learn".into(),
        LessonMsg::Course(Course::Hanoi) => "Towers: recursion".into(),
        LessonMsg::Course(Course::TicTacToe) => "TicTacToe: search".into(),
        LessonMsg::CourseEntry { course, done, of } => {
            let name = if *course == Course::Hanoi { "Hanoi" } else { "TicTacToe" };
            format!("{name} · {done}/{of}")
        }
        LessonMsg::Number { number, of } => format!("Lesson {number} of {of}"),
        LessonMsg::Title(l) => title(*l).into(),
        LessonMsg::Text(l) => text(*l).into(),
        LessonMsg::Task(l) => task(*l).into(),
        LessonMsg::Hint(l) => hint(*l).into(),
        LessonMsg::TowerTask { goal, optimum } => {
            format!("Bring every disk to peg {goal} in {}, the fewest there are.", moves(*optimum))
        }
        LessonMsg::TowerMoves { moves, optimum } => format!("Moves: {moves} of {optimum}"),
        LessonMsg::OffCourse { before, after } => format!(
            "That move is allowed, but it leaves the shortest way: after it the goal would be {} away; it is {} away now. Try another.",
            moves(*after),
            moves(*before)
        ),
        LessonMsg::CountShown { disks, moves: n } => {
            format!("{disks} {}: {}", if *disks == 1 { "disk" } else { "disks" }, moves(*n))
        }
        LessonMsg::CountAsk { disks } => {
            format!("How many moves does a tower of {disks} disks take at least?")
        }
        LessonMsg::WrongCount { disks, above } => format!(
            "Not quite. The {} disks above the largest move twice ({} each time), and the largest once.",
            disks - 1,
            moves(*above)
        ),
        LessonMsg::Split { parked, moves: n } => format!("Park {parked}: {}", moves(*n)),
        LessonMsg::SolvedTask { by } => format!("You play X. Win by half-move {by}."),
        LessonMsg::WrongMove(w) => wrong_move::<W>(w),
        LessonMsg::WrongAnswer(w) => wrong_answer::<W>(w),
        LessonMsg::Count(n) => n.to_string(),
        LessonMsg::CellChoice(cell) => W::cell(*cell),
        LessonMsg::DepthChoice(d) => format!("Depth {d}"),
        LessonMsg::SameChoice(true) => "The same move".into(),
        LessonMsg::SameChoice(false) => "Another move".into(),
        LessonMsg::Look { depth, score, cells } => {
            format!("Depth {depth}: best score {score}, on {}", W::cells(cells))
        }
        LessonMsg::Positions { depth, without, with } => {
            format!("{depth} half-moves deep: {without} positions without pruning, {with} with alpha–beta.")
        }
        LessonMsg::Done => "Right! Lesson done ✓".into(),
        LessonMsg::DoneBefore => "Done before ✓".into(),
        LessonMsg::Shown => "That is how. Now try it yourself for the mark.".into(),
        LessonMsg::HintButton => "Hint".into(),
        LessonMsg::ShowMe => "Show me".into(),
        LessonMsg::TryAgain => "Start again".into(),
        LessonMsg::NextLesson => "Next lesson".into(),
        LessonMsg::Leave => "Leave the lesson".into(),
        LessonMsg::Lessons => "Lessons".into(),
        LessonMsg::ListEntry { lesson, done } => {
            format!("{}. {}{}", lesson.number() + 1, title(*lesson), if *done { " ✓" } else { "" })
        }
    }
}
