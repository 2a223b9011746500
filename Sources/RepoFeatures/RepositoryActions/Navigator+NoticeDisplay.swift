/// The navigator owns the status line's notice, so action outcomes are shown through it.
extension Navigator: NoticeDisplayLogic {}
