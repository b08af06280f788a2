// sabaki-tree.js - an SGF file as Sabaki's SGF library reads it, printed as JSON (for review.py)
//
// `node sabaki-tree.js FILE`: the game trees @sabaki/sgf parses from FILE, each node as
// {"data": {PROPERTY: [values...]}, "children": [...]}, on standard output. Exit status 1 with
// the message on standard error when the library throws; 3 when the library is missing (the
// caller skips). The library is found by Node's own rules: NODE_PATH may name its node_modules.
'use strict'

let sgf
try {
  sgf = require('@sabaki/sgf')
} catch (e) {
  process.stderr.write('cannot load @sabaki/sgf: ' + e.message + '\n')
  process.exit(3)
}

function plain(node) {
  return {data: node.data, children: node.children.map(plain)}
}

try {
  const roots = sgf.parseFile(process.argv[2])
  process.stdout.write(JSON.stringify(roots.map(plain)) + '\n')
} catch (e) {
  process.stderr.write(String(e && e.message ? e.message : e) + '\n')
  process.exit(1)
}
