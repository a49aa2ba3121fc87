#!/usr/bin/env node
// The JavaScript peer of `verify` in docs/benchmarks.md: parse every .sgf under the folders given
// with @sabaki/sgf and replay its main line on a @sabaki/go-board (setup stones, then every move,
// suicide and ko checked as the library offers), counting moves and illegal moves.
//
//   mkdir -p /tmp/peer && cd /tmp/peer && npm init -y && npm install @sabaki/go-board@1.4.3 @sabaki/sgf@3.4.7
//   NODE_PATH=/tmp/peer/node_modules node docs/tools/peer_replay.js ../shared/data/sgf/ai-games
const fs = require('fs')
const path = require('path')
const sgf = require('@sabaki/sgf')
const Board = require('@sabaki/go-board')

function files(dir, out) {
  for (const e of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name < b.name ? -1 : 1)) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) files(p, out)
    else if (e.name.toLowerCase().endsWith('.sgf')) out.push(p)
  }
  return out
}

let games = 0, moves = 0, illegal = 0, unreadable = 0
for (const file of process.argv.slice(2).flatMap(d => files(d, []))) {
  let roots
  try {
    roots = sgf.parseFile(file)
  } catch (e) {
    unreadable++
    continue
  }
  for (const root of roots) {
    games++
    const size = parseInt((root.data.SZ || ['19'])[0], 10) || 19
    let board = Board.fromDimensions(size)
    for (let node = root; node != null; node = node.children[0]) {
      for (const [key, sign] of [['AB', 1], ['AW', -1]]) {
        for (const v of (node.data[key] || []).flatMap(sgf.parseCompressedVertices)) {
          if (board.has(v)) board = board.set(v, sign)
        }
      }
      for (const [key, sign] of [['B', 1], ['W', -1]]) {
        if (!node.data[key]) continue
        const v = sgf.parseVertex(node.data[key][0])
        if (!board.has(v)) continue // a pass
        moves++
        try {
          board = board.makeMove(sign, v, {preventSuicide: true, preventOverwrite: true, preventKo: true})
        } catch (e) {
          illegal++
          board = board.makeMove(sign, v)
        }
      }
    }
  }
}
console.log(`${games} games, ${moves} moves, ${illegal} illegal, ${unreadable} unreadable`)
