//! Las lecciones en español.

use pegs_engine::lesson::stones::WrongAnswer;
use pegs_engine::lesson::{Course, LessonId, WrongMove};
use pegs_engine::tictactoe::{PlayError, Player};

use super::{LessonMsg, Words};

/// "1 movimiento", "2 movimientos".
fn moves(n: u64) -> String {
    if n == 1 { "1 movimiento".into() } else { format!("{n} movimientos") }
}

fn title(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => "Un disco",
        LessonId::TwoDisks => "Dos discos",
        LessonId::ThreeDisks => "Tres discos: el truco dos veces",
        LessonId::HowMany => "¿Cuántos movimientos?",
        LessonId::FromTheMiddle => "Desde el medio",
        LessonId::TheMap => "El mapa",
        LessonId::FourPegs => "Cuatro postes",
        LessonId::VanishesNext => "¿Qué ficha desaparece?",
        LessonId::WinInOne => "Ganar en una",
        LessonId::WinWithTheFading => "La ficha pálida aún cuenta",
        LessonId::Block => "Bloquear",
        LessonId::TwoThreats => "Dos amenazas a la vez",
        LessonId::Depth => "Cuánto mirar adelante",
        LessonId::Pruning => "Alfa-beta",
        LessonId::Solved => "El juego resuelto",
    }
}

fn text(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => {
            "Un movimiento toma el disco de arriba de un poste y lo pone en otro: en un poste vacío \
             o sobre un disco mayor, nunca sobre uno menor. Con un solo disco, el camino más corto \
             es un movimiento."
        }
        LessonId::TwoDisks => {
            "El disco grande tiene que llegar a la meta, pero el pequeño está encima. Así que el \
             pequeño se aparta al poste libre, el grande pasa, y el pequeño vuelve encima."
        }
        LessonId::ThreeDisks => {
            "Tres discos son el truco de dos discos, dos veces. Los dos pequeños van al poste del \
             medio, el mayor pasa a la meta y los dos pequeños lo siguen. El plan junto al tablero \
             muestra estas submetas como una pila: una tarea dentro de otra. Eso es recursión."
        }
        LessonId::HowMany => {
            "Una torre se mueve en tres pasos: los discos sobre el mayor se apartan, el mayor se \
             mueve una vez, los demás vuelven encima. Cada disco más duplica la cuenta y suma uno. \
             Estas son las torres que has jugado:"
        }
        LessonId::FromTheMiddle => {
            "La misma idea sirve desde cualquier posición. Busca el disco más grande que aún no \
             está en la meta. Todo lo menor tiene que apartarse, al tercer poste; luego se mueve; \
             luego lo siguen los menores. El plan muestra cada submeta cuando llega."
        }
        LessonId::TheMap => {
            "Cada posición de estos discos es un punto del mapa, y cada movimiento una línea entre \
             dos puntos. Las tres esquinas son las torres enteras. El camino más corto a casa va \
             por las líneas hasta la esquina de la meta, y el mapa lo dibuja. Recórrelo sin desvíos."
        }
        LessonId::FourPegs => {
            "Con un cuarto poste va más rápido. Aparca algunos discos pequeños en un poste libre, \
             usando los cuatro; mueve los demás con los tres postes que quedan; luego trae los \
             aparcados encima. ¿Cuántos aparcar? Abajo se cuenta cada opción; toma la menor."
        }
        LessonId::VanishesNext => {
            "Cada jugador tiene como mucho tres fichas. Al poner una cuarta, la más antigua \
             desaparece; por eso la más antigua se dibuja pálida, como aviso. Hasta entonces sigue \
             ahí y cuenta para una línea."
        }
        LessonId::WinInOne => {
            "Tres en línea ganan: en horizontal, en vertical o en diagonal. Antes que nada, busca \
             dos fichas tuyas en una línea cuya tercera casilla esté libre."
        }
        LessonId::WinWithTheFading => {
            "Las reglas buscan una línea en cuanto cae tu ficha, con todas tus fichas, también la \
             pálida, y solo después quitan la más antigua. Así que una línea que pasa por tu ficha \
             pálida gana."
        }
        LessonId::Block => {
            "Si el rival tiene dos en una línea y la tercera casilla está libre, gana en su próximo \
             movimiento, salvo que tú ocupes esa casilla. Su ficha pálida cuenta para él igual que \
             la tuya para ti."
        }
        LessonId::TwoThreats => {
            "Una ficha bloquea una amenaza. Una jugada que hace dos amenazas a la vez gana, porque \
             el rival solo puede bloquear una. Recuerda: tu cuarta ficha quita la más antigua."
        }
        LessonId::Depth => {
            "El ordenador mira un número de medios movimientos adelante: su profundidad. Una victoria \
             que ve vale 1000 más la profundidad que le quedaba; una victoria antes vale más. Donde \
             se detiene antes del final, estima por las líneas: un número pequeño."
        }
        LessonId::Pruning => {
            "Minimax prueba cada jugada y cada respuesta. Alfa-beta deja de mirar una jugada en \
             cuanto está claro que el otro lado nunca la permitiría: el resto de esa rama no puede \
             cambiar la elección. El ordenador exploró el tablero vacío dos veces:"
        }
        LessonId::Solved => {
            "Con estas reglas el juego está resuelto: desde el tablero vacío, X gana contra \
             cualquier defensa. ¿Descubres cómo? El ordenador defiende a la perfección, y cada ficha \
             que pongas debe mantener la victoria más rápida."
        }
    }
}

fn task(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::HowMany => "Elige la cuenta.",
        LessonId::VanishesNext => "Le toca a X. ¿Qué ficha desaparece cuando X ponga la siguiente?",
        LessonId::WinInOne => "Juegas con X. Pon la ficha que gana ahora.",
        LessonId::WinWithTheFading => {
            "Juegas con X. Gana ahora, con la ficha que está a punto de desaparecer."
        }
        LessonId::Block => "Juegas con X, y O amenaza con ganar. Impídelo.",
        LessonId::TwoThreats => "Juegas con X. Pon una ficha que haga dos amenazas.",
        LessonId::Depth => {
            "X puede ganar en pocos medios movimientos. ¿A qué profundidad lo ve primero el ordenador?"
        }
        LessonId::Pruning => "¿Cambió la poda la jugada que eligió el ordenador?",
        _ => "",
    }
}

fn hint(lesson: LessonId) -> &'static str {
    match lesson {
        LessonId::OneDisk => "Toma el disco y elige el poste de la meta.",
        LessonId::TwoDisks => "Primero el disco pequeño va al poste que no es ni el de salida ni la meta.",
        LessonId::ThreeDisks => "Despeja el camino del mayor: los dos menores van antes al poste del medio.",
        LessonId::HowMany => "Duplica la cuenta de la torre con un disco menos y suma uno.",
        LessonId::FromTheMiddle => {
            "Busca el disco mayor que no está en la meta; primero aparta los menores al otro poste."
        }
        LessonId::TheMap => "Sigue el camino dibujado en el mapa, línea a línea.",
        LessonId::FourPegs => {
            "Aparca los discos menores en un poste del medio con los cuatro postes, mueve los \
             mayores con los otros tres y luego trae los aparcados."
        }
        LessonId::VanishesNext => "Las fichas se van en el orden en que llegaron: busca la X pálida.",
        LessonId::WinInOne => "Dos de tus fichas ya comparten una línea.",
        LessonId::WinWithTheFading => "¿Qué línea que pasa por la X pálida necesita solo una ficha más?",
        LessonId::Block => "Busca la línea de O con una casilla libre: la O pálida forma parte de ella.",
        LessonId::TwoThreats => {
            "Busca una casilla libre que quede en línea con tus fichas en dos líneas distintas, \
             cuando ya no esté tu ficha más antigua."
        }
        LessonId::Depth => "Cuenta los medios movimientos de la victoria: X, luego O, luego X.",
        LessonId::Pruning => "La poda solo se salta lo que no puede importar.",
        LessonId::Solved => "El centro está en cuatro líneas.",
    }
}

fn wrong_move<W: Words>(wrong: &WrongMove) -> String {
    match wrong {
        WrongMove::Refused(PlayError::Occupied(_)) => "Esa casilla ya tiene una ficha.".into(),
        WrongMove::Refused(_) => "Ahí no puede ir ninguna ficha ahora.".into(),
        WrongMove::NoLine => "Esa ficha no completa ninguna línea.".into(),
        WrongMove::Loses { cell } => format!("Entonces O gana en {}.", W::cell(*cell)),
        WrongMove::Threats(0) => {
            "Eso no amenaza nada; necesitas dos amenazas que un solo bloqueo no pueda parar.".into()
        }
        WrongMove::Threats(1) => "Eso es una amenaza: O la bloquea. Necesitas dos a la vez.".into(),
        WrongMove::Threats(n) => format!("Son {n} amenazas, pero O aún puede pararlas."),
        WrongMove::Worse { value, best } => {
            format!("Con esa jugada: {}; con la mejor: {}.", W::value(*value), W::value(*best))
        }
    }
}

fn wrong_answer<W: Words>(wrong: &WrongAnswer) -> String {
    match wrong {
        WrongAnswer::NoStone => "Ahí no hay ninguna ficha.".into(),
        WrongAnswer::OtherSide(p) => {
            let p = if *p == Player::X { "X" } else { "O" };
            format!("Esa ficha es de {p}: desaparece en una jugada de {p}, no en esta.")
        }
        WrongAnswer::Younger { .. } => {
            "Esa es más nueva. Las fichas se van de la más antigua a la más nueva.".into()
        }
        WrongAnswer::TooShallow { depth, score } => format!(
            "A profundidad {depth} la búsqueda se detiene antes de la victoria y estima por las líneas: su mejor número es solo {score}."
        ),
        WrongAnswer::Deeper { least } => {
            format!("Una búsqueda más profunda también lo ve, pero ya lo ve la profundidad {least}.")
        }
        WrongAnswer::SameChoice(cells) => format!(
            "Las dos búsquedas eligen {}: la poda solo se salta posiciones que no pueden cambiar la elección.",
            W::cells(cells)
        ),
        WrongAnswer::NoSuchChoice => "Esa no es una de las respuestas.".into(),
    }
}

/// Dice un mensaje de las lecciones.
pub(in crate::base::i18n) fn say<W: Words>(m: &LessonMsg) -> String {
    match m {
        LessonMsg::Learn => "Aprender".into(),
        LessonMsg::Course(Course::Hanoi) => "Torres: recursión".into(),
        LessonMsg::Course(Course::TicTacToe) => "TicTacToe: búsqueda".into(),
        LessonMsg::CourseEntry { course, done, of } => {
            let name = if *course == Course::Hanoi { "Hanoi" } else { "TicTacToe" };
            format!("{name} · {done}/{of}")
        }
        LessonMsg::Number { number, of } => format!("Lección {number} de {of}"),
        LessonMsg::Title(l) => title(*l).into(),
        LessonMsg::Text(l) => text(*l).into(),
        LessonMsg::Task(l) => task(*l).into(),
        LessonMsg::Hint(l) => hint(*l).into(),
        LessonMsg::TowerTask { goal, optimum } => {
            format!("Lleva todos los discos al poste {goal} en {}, los menos posibles.", moves(*optimum))
        }
        LessonMsg::TowerMoves { moves, optimum } => format!("Movimientos: {moves} de {optimum}"),
        LessonMsg::OffCourse { before, after } => format!(
            "Ese movimiento está permitido, pero se sale del camino más corto: después la meta quedaría a {}; ahora está a {}. Prueba otro.",
            moves(*after),
            moves(*before)
        ),
        LessonMsg::CountShown { disks, moves: n } => {
            format!("{disks} {}: {}", if *disks == 1 { "disco" } else { "discos" }, moves(*n))
        }
        LessonMsg::CountAsk { disks } => {
            format!("¿Cuántos movimientos necesita como mínimo una torre de {disks} discos?")
        }
        LessonMsg::WrongCount { disks, above } => format!(
            "Casi. Los {} discos sobre el mayor se mueven dos veces ({} cada vez), y el mayor una.",
            disks - 1,
            moves(*above)
        ),
        LessonMsg::Split { parked, moves: n } => format!("Aparcar {parked}: {}", moves(*n)),
        LessonMsg::SolvedTask { by } => {
            format!("Juegas con X. Gana a más tardar en el medio movimiento {by}.")
        }
        LessonMsg::WrongMove(w) => wrong_move::<W>(w),
        LessonMsg::WrongAnswer(w) => wrong_answer::<W>(w),
        LessonMsg::Count(n) => n.to_string(),
        LessonMsg::CellChoice(cell) => W::cell(*cell),
        LessonMsg::DepthChoice(d) => format!("Profundidad {d}"),
        LessonMsg::SameChoice(true) => "La misma jugada".into(),
        LessonMsg::SameChoice(false) => "Otra jugada".into(),
        LessonMsg::Look { depth, score, cells } => {
            format!("Profundidad {depth}: mejor número {score}, en {}", W::cells(cells))
        }
        LessonMsg::Positions { depth, without, with } => {
            format!("{depth} medios movimientos: {without} posiciones sin poda, {with} con alfa-beta.")
        }
        LessonMsg::Done => "¡Correcto! Lección hecha ✓".into(),
        LessonMsg::DoneBefore => "Hecha antes ✓".into(),
        LessonMsg::Shown => "Así se hace. Ahora tú, para la marca.".into(),
        LessonMsg::HintButton => "Pista".into(),
        LessonMsg::ShowMe => "Muéstramelo".into(),
        LessonMsg::TryAgain => "Empezar de nuevo".into(),
        LessonMsg::NextLesson => "Siguiente lección".into(),
        LessonMsg::Leave => "Salir de la lección".into(),
        LessonMsg::Lessons => "Lecciones".into(),
        LessonMsg::ListEntry { lesson, done } => {
            format!("{}. {}{}", lesson.number() + 1, title(*lesson), if *done { " ✓" } else { "" })
        }
    }
}
