# repotui-cd [owner] [repotui options]: pick a repository in repotui and cd into its clone
# (cloned first if it is not on disk). Scripts/install puts this file in fish's
# vendor_functions.d, where fish finds it by itself.
function repotui-cd --description 'pick a repository in repotui and cd into its clone'
    set -l picked (repotui --pick $argv); or return
    cd -- $picked
end
