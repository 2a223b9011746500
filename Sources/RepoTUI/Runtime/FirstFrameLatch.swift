import RepoCore

/// Opens once, when the first frame is on the terminal; until then the effects a first frame is
/// not drawn from wait for it (`LiveEffects`, issue 30).
///
/// A start has two cores for three kinds of work: the main actor drawing the first frame, the
/// cache read it is drawn from, and everything else `.start` asks for — the rest of the cached
/// list, GitHub (whose first request loads libcurl and some thirty libraries), the clones.
/// Run side by side, the rest took the main actor's core from under the first frame: drawn 1 to
/// 2.5 ms later (timestamps, 41 starts in turn; 2.5 with a token, whose owner is asked at start).
/// None of it shows in a first frame drawn from the cache, and all of it starts a few
/// milliseconds later.
typealias FirstFrameLatch = Latch
