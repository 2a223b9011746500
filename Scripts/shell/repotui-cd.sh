# repotui-cd [owner] [repotui options]: pick a repository in repotui and cd into its clone
# (cloned first if it is not on disk). For bash and zsh; Scripts/install puts this file in
# PREFIX/share/repotui/ — add `. ~/.local/share/repotui/repotui-cd.sh` to ~/.bashrc or ~/.zshrc.
repotui-cd() {
    local picked
    picked="$(repotui --pick "$@")" && cd -- "$picked"
}
