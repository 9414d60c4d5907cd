# Sourced by the ensure-* scripts: installs Debian packages as root or with passwordless sudo, or
# says how to and fails. Usage: apt_install <log tag> <package>...
apt_install() {
  local tag=$1
  shift
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      as_root=(sudo -n)
    else
      echo "[$tag] $* missing and this user cannot install packages." >&2
      echo "[$tag] Install as root: apt-get install -y --no-install-recommends $*" >&2
      return 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "[$tag] $* missing and apt-get is not available (the tests expect Debian's packages)." >&2
    return 1
  fi
  echo "[$tag] installing $* with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update
  "${as_root[@]}" apt-get install -y --no-install-recommends "$@"
}
