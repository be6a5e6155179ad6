//! Die Lektionen auf Deutsch.

use pegs_engine::lesson::stones::WrongAnswer;
use pegs_engine::lesson::{Course, LessonId, WrongMove};
use pegs_engine::tictactoe::{PlayError, Player};

use super::{LessonMsg, Words};

/// "1 Zug", "2 Züge".
fn moves(n: u64) -> String {
    if n == 1 { "1 Zug".into() } else { format!("{n} Züge") }
}

fn title(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => "Eine Scheibe",
        LessonId::TwoDisks => "Zwei Scheiben",
        LessonId::ThreeDisks => "Drei Scheiben: der Trick zweimal",
        LessonId::HowMany => "Wie viele Züge?",
        LessonId::FromTheMiddle => "Mittendrin beginnen",
        LessonId::TheMap => "Die Karte",
        LessonId::FourPegs => "Vier Stäbe",
        LessonId::VanishesNext => "Welcher Stein verschwindet?",
        LessonId::WinInOne => "Sieg mit einem Zug",
        LessonId::WinWithTheFading => "Der blasse Stein zählt noch",
        LessonId::Block => "Blocken",
        LessonId::TwoThreats => "Zwei Drohungen auf einmal",
        LessonId::Depth => "Wie tief schauen?",
        LessonId::Pruning => "Alpha-Beta",
        LessonId::Solved => "Das gelöste Spiel",
    }
}

fn text(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => {
            "Ein Zug nimmt die oberste Scheibe eines Stabs und legt sie auf einen anderen: auf einen \
             leeren Stab oder auf eine größere Scheibe, nie auf eine kleinere. Mit einer Scheibe ist \
             der kürzeste Weg ein einziger Zug."
        }
        LessonId::TwoDisks => {
            "Die große Scheibe soll zum Ziel, aber die kleine liegt auf ihr. Also weicht die kleine \
             auf den freien Stab aus, die große zieht hinüber, und die kleine kommt wieder obendrauf."
        }
        LessonId::ThreeDisks => {
            "Drei Scheiben sind der Zwei-Scheiben-Trick, zweimal. Die zwei kleinen wandern auf den \
             mittleren Stab, die größte zieht zum Ziel, und die zwei kleinen folgen ihr. Der Plan \
             neben dem Brett zeigt diese Teilziele als Stapel: eine Aufgabe in der Aufgabe. Das ist \
             Rekursion."
        }
        LessonId::HowMany => {
            "Ein Turm zieht in drei Schritten um: die Scheiben über der größten zur Seite, die größte \
             einmal, die anderen wieder obendrauf. Jede Scheibe mehr verdoppelt also die Zahl und \
             zählt eins dazu. Das sind die Türme, die du gespielt hast:"
        }
        LessonId::FromTheMiddle => {
            "Dieselbe Idee hilft in jeder Stellung. Such die größte Scheibe, die noch nicht am Ziel \
             ist. Alles Kleinere muss ihr aus dem Weg, auf den dritten Stab; dann zieht sie; dann \
             folgen die kleineren. Der Plan zeigt jedes Teilziel, wenn es dran ist."
        }
        LessonId::TheMap => {
            "Jede Stellung dieser Scheiben ist ein Punkt auf der Karte, jeder Zug eine Linie zwischen \
             zwei Punkten. Die drei Ecken sind die ganzen Türme. Der kürzeste Weg nach Hause läuft \
             die Linien entlang zur Ecke des Ziels, und die Karte zeichnet ihn. Geh ihn ohne Umweg."
        }
        LessonId::FourPegs => {
            "Mit einem vierten Stab geht es schneller. Park einige kleine Scheiben auf einem freien \
             Stab, mit allen vier Stäben; bring die anderen mit den drei übrigen Stäben hinüber; dann \
             hol die geparkten obendrauf. Wie viele parken? Unten ist jede Wahl gezählt; nimm die kleinste."
        }
        LessonId::VanishesNext => {
            "Jeder hat höchstens drei Steine. Setzt du einen vierten, verschwindet dein ältester; \
             darum ist der älteste zur Warnung blass gezeichnet. Bis dahin steht er und zählt noch \
             für eine Reihe."
        }
        LessonId::WinInOne => {
            "Drei in einer Reihe gewinnen: waagerecht, senkrecht oder diagonal. Schau vor allem \
             anderen nach zwei eigenen Steinen in einer Reihe, deren drittes Feld frei ist."
        }
        LessonId::WinWithTheFading => {
            "Die Regeln suchen eine Reihe, sobald dein Stein liegt, mit allen deinen Steinen, auch \
             dem blassen, und nehmen erst danach den ältesten weg. Eine Reihe durch deinen blassen \
             Stein gewinnt also."
        }
        LessonId::Block => {
            "Hat der Gegner zwei in einer Reihe und ist das dritte Feld frei, gewinnt er im nächsten \
             Zug, außer du besetzt dieses Feld. Sein blasser Stein zählt für ihn, wie deiner für dich."
        }
        LessonId::TwoThreats => {
            "Ein Stein blockt eine Drohung. Ein Zug, der zwei Drohungen auf einmal macht, gewinnt, \
             denn der Gegner kann nur eine blocken. Denk daran: dein vierter Stein nimmt deinen \
             ältesten weg."
        }
        LessonId::Depth => {
            "Der Computer schaut eine Zahl von Halbzügen voraus: seine Tiefe. Ein Sieg, den er sieht, \
             zählt 1000 plus die Tiefe, die ihm noch blieb; ein früherer Sieg zählt also mehr. Wo er \
             vor dem Ende aufhört, schätzt er nach den Reihen: eine kleine Zahl."
        }
        LessonId::Pruning => {
            "Minimax probiert jeden Zug und jede Antwort. Alpha-Beta hört auf, einen Zug zu \
             untersuchen, sobald klar ist, dass die andere Seite ihn nie zuließe: der Rest dieses \
             Zweigs kann die Wahl nicht ändern. Der Computer hat das leere Brett zweimal durchsucht:"
        }
        LessonId::Solved => {
            "Mit diesen Regeln ist das Spiel gelöst: vom leeren Brett aus gewinnt X gegen jede \
             Verteidigung. Findest du heraus, wie? Der Computer verteidigt perfekt, und jeder Stein, \
             den du setzt, muss den schnellsten Sieg halten."
        }
    }
}

fn task(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::HowMany => "Wähl die Zahl.",
        LessonId::VanishesNext => "X ist am Zug. Welcher Stein verschwindet, wenn X den nächsten setzt?",
        LessonId::WinInOne => "Du spielst X. Setz den Stein, der jetzt gewinnt.",
        LessonId::WinWithTheFading => "Du spielst X. Gewinn jetzt, mit dem Stein, der gleich verschwindet.",
        LessonId::Block => "Du spielst X, und O droht zu gewinnen. Verhindere es.",
        LessonId::TwoThreats => "Du spielst X. Setz einen Stein, der zwei Drohungen macht.",
        LessonId::Depth => {
            "X kann in wenigen Halbzügen gewinnen. In welcher Tiefe sieht der Computer das zuerst?"
        }
        LessonId::Pruning => "Hat das Abschneiden den Zug geändert, den der Computer wählt?",
        _ => "",
    }
}

fn hint(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => "Nimm die Scheibe, dann wähl den Zielstab.",
        LessonId::TwoDisks => "Zuerst muss die kleine Scheibe auf den Stab, der weder Start noch Ziel ist.",
        LessonId::ThreeDisks => {
            "Mach der größten Scheibe den Weg frei: die zwei kleineren müssen zuerst auf den mittleren Stab."
        }
        LessonId::HowMany => "Verdopple die Zahl des Turms mit einer Scheibe weniger und zähl eins dazu.",
        LessonId::FromTheMiddle => {
            "Such die größte Scheibe, die nicht am Zielstab ist; räum zuerst die kleineren auf den anderen Stab."
        }
        LessonId::TheMap => "Folg dem Weg auf der Karte, Linie für Linie.",
        LessonId::FourPegs => {
            "Park die kleineren Scheiben mit allen vier Stäben auf einem mittleren Stab, bring die \
             größeren mit den anderen drei hinüber, dann hol die geparkten nach."
        }
        LessonId::VanishesNext => "Steine gehen in der Reihenfolge, in der sie kamen: such das blasse X.",
        LessonId::WinInOne => "Zwei deiner Steine stehen schon in einer Reihe.",
        LessonId::WinWithTheFading => "Welche Reihe durch das blasse X braucht nur noch einen Stein?",
        LessonId::Block => "Such die Reihe von O mit einem freien Feld: das blasse O gehört dazu.",
        LessonId::TwoThreats => {
            "Such ein freies Feld, das mit deinen Steinen in zwei verschiedenen Reihen liegt, wenn \
             dein ältester Stein fort ist."
        }
        LessonId::Depth => "Zähl die Halbzüge des Siegs: X, dann O, dann X.",
        LessonId::Pruning => "Abgeschnitten wird nur, was nichts ändern kann.",
        LessonId::Solved => "Die Mitte liegt auf vier Reihen.",
    }
}

fn wrong_move<W: Words>(wrong: &WrongMove) -> String {
    match wrong {
        WrongMove::Refused(PlayError::Occupied(_)) => "Auf diesem Feld steht schon ein Stein.".into(),
        WrongMove::Refused(_) => "Dort kann jetzt kein Stein hin.".into(),
        WrongMove::NoLine => "Dieser Stein schließt keine Reihe.".into(),
        WrongMove::Loses { cell } => format!("Dann gewinnt O auf {}.", W::cell(*cell)),
        WrongMove::Threats(0) => {
            "Das droht nichts; du brauchst zwei Drohungen, die ein Block nicht beide stoppt.".into()
        }
        WrongMove::Threats(1) => "Das ist eine Drohung: O blockt sie. Du brauchst zwei auf einmal.".into(),
        WrongMove::Threats(n) => format!("Das sind {n} Drohungen, aber O kann sie noch stoppen."),
        WrongMove::Worse { value, best } => {
            format!("Mit diesem Zug hieße es: {}; mit dem besten: {}.", W::value(*value), W::value(*best))
        }
    }
}

fn wrong_answer<W: Words>(wrong: &WrongAnswer) -> String {
    match wrong {
        WrongAnswer::NoStone => "Dort steht kein Stein.".into(),
        WrongAnswer::OtherSide(p) => {
            let p = if *p == Player::X { "X" } else { "O" };
            format!("Das ist ein Stein von {p}: er verschwindet bei einem Zug von {p}, nicht bei diesem.")
        }
        WrongAnswer::Younger { .. } => "Der ist jünger. Steine gehen, die ältesten zuerst.".into(),
        WrongAnswer::TooShallow { depth, score } => format!(
            "In Tiefe {depth} hört die Suche vor dem Sieg auf und schätzt nach den Reihen: ihre beste Zahl ist nur {score}."
        ),
        WrongAnswer::Deeper { least } => {
            format!("Eine tiefere Suche sieht es auch, aber schon Tiefe {least} sieht es.")
        }
        WrongAnswer::SameChoice(cells) => format!(
            "Beide Suchen wählen {}: abgeschnitten wird nur, was die Wahl nicht ändern kann.",
            W::cells(cells)
        ),
        WrongAnswer::NoSuchChoice => "Das ist keine der Antworten.".into(),
    }
}

/// Sagt eine Nachricht der Lektionen.
pub(in crate::base::i18n) fn say<W: Words>(m: &LessonMsg) -> String {
    match m {
        LessonMsg::Learn => "Lernen".into(),
        LessonMsg::Course(Course::Hanoi) => "Türme: Rekursion".into(),
        LessonMsg::Course(Course::TicTacToe) => "TicTacToe: Suche".into(),
        LessonMsg::CourseEntry { course, done, of } => {
            let name = if *course == Course::Hanoi { "Hanoi" } else { "TicTacToe" };
            format!("{name} · {done}/{of}")
        }
        LessonMsg::Number { number, of } => format!("Lektion {number} von {of}"),
        LessonMsg::Title(l) => title(*l).into(),
        LessonMsg::Text(l) => text(*l).into(),
        LessonMsg::Task(l) => task(*l).into(),
        LessonMsg::Hint(l) => hint(*l).into(),
        LessonMsg::TowerTask { goal, optimum } => {
            format!("Bring alle Scheiben auf Stab {goal}, in {}, so wenigen wie möglich.", moves(*optimum))
        }
        LessonMsg::TowerMoves { moves, optimum } => format!("Züge: {moves} von {optimum}"),
        LessonMsg::OffCourse { before, after } => format!(
            "Der Zug ist erlaubt, verlässt aber den kürzesten Weg: danach wäre das Ziel {} entfernt, jetzt ist es {} entfernt. Versuch einen anderen.",
            moves(*after),
            moves(*before)
        ),
        LessonMsg::CountShown { disks, moves: n } => {
            format!("{disks} {}: {}", if *disks == 1 { "Scheibe" } else { "Scheiben" }, moves(*n))
        }
        LessonMsg::CountAsk { disks } => {
            format!("Wie viele Züge braucht ein Turm aus {disks} Scheiben mindestens?")
        }
        LessonMsg::WrongCount { disks, above } => format!(
            "Nicht ganz. Die {} Scheiben über der größten ziehen zweimal um ({} jedes Mal), die größte einmal.",
            disks - 1,
            moves(*above)
        ),
        LessonMsg::Split { parked, moves: n } => format!("{parked} parken: {}", moves(*n)),
        LessonMsg::SolvedTask { by } => format!("Du spielst X. Gewinn bis zum {by}. Halbzug."),
        LessonMsg::WrongMove(w) => wrong_move::<W>(w),
        LessonMsg::WrongAnswer(w) => wrong_answer::<W>(w),
        LessonMsg::Count(n) => n.to_string(),
        LessonMsg::CellChoice(cell) => W::cell(*cell),
        LessonMsg::DepthChoice(d) => format!("Tiefe {d}"),
        LessonMsg::SameChoice(true) => "Derselbe Zug".into(),
        LessonMsg::SameChoice(false) => "Ein anderer Zug".into(),
        LessonMsg::Look { depth, score, cells } => {
            format!("Tiefe {depth}: beste Zahl {score}, auf {}", W::cells(cells))
        }
        LessonMsg::Positions { depth, without, with } => {
            format!("{depth} Halbzüge tief: {without} Stellungen ohne Abschneiden, {with} mit Alpha-Beta.")
        }
        LessonMsg::Done => "Richtig! Lektion geschafft ✓".into(),
        LessonMsg::DoneBefore => "Schon geschafft ✓".into(),
        LessonMsg::Shown => "So geht es. Jetzt du, für das Häkchen.".into(),
        LessonMsg::HintButton => "Tipp".into(),
        LessonMsg::ShowMe => "Zeig es mir".into(),
        LessonMsg::TryAgain => "Von vorn".into(),
        LessonMsg::NextLesson => "Nächste Lektion".into(),
        LessonMsg::Leave => "Lektion verlassen".into(),
        LessonMsg::Lessons => "Lektionen".into(),
        LessonMsg::ListEntry { lesson, done } => {
            format!("{}. {}{}", lesson.number() + 1, title(*lesson), if *done { " ✓" } else { "" })
        }
    }
}
