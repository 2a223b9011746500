/// Makes the question's screen; it waits for a key.
enum CommandConfirmationConfigurator {
    static func screen(question: String, command: RunnableCommand) -> ConfiguredScreen {
        ConfiguredScreen(.confirmation(CommandConfirmation.State(question: question, command: command)), start: nil)
    }
}
