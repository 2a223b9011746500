import CurlOnDemand
import RepoTUI

await RepoTUICommand.launch(ending: curl_on_demand_end)
