# The `run` subcommand every headless-compositor recipe shares (sourced by them):
#   headless_run START_FN STOP_FN [DIR] [WxH] -- CMD...
# starts the compositor with START_FN DIR WxH, runs CMD under it, and stops it with STOP_FN
# however CMD ends; its status is CMD's.
headless_run() {
    local start=$1 stop=$2 dir="" size=800x600
    shift 2
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do
        case "$1" in *x*) size=$1 ;; *) dir=$1 ;; esac; shift
    done
    [ "${1:-}" = "--" ] && shift
    [ $# -gt 0 ] || { echo "usage: $0 run [DIR] [WxH] -- CMD..." >&2; exit 2; }
    "$start" "$dir" "$size" || exit 1
    trap "$stop" EXIT
    "$@"
}
