// Parse the command line and hand over; the logic lives in GitHubStubCommand.
await GitHubStubCommand.launch()
