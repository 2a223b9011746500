import RepoTUI

await RepoTUICommand.launch()
