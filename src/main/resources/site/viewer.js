// The game viewer: steps through the moves embedded in the page (#game-data) and draws the board.
// What each move did (the stone placed, the stones taken, whether the rules made it void) was
// worked out by the federation's rules engine when the page was written; this script only shows it.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('game-data').textContent);
  var svg = document.querySelector('.viewer svg.board');
  var NS = 'http://www.w3.org/2000/svg';
  var COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  var n = data.size, unit = +svg.dataset.unit, margin = +svg.dataset.margin;
  var moves = data.moves, current = moves.length;
  var illegal = [];
  moves.forEach(function (m, i) { if (m.f) { illegal.push(i + 1); } });

  function at(s) { return [s.charCodeAt(0) - 97, s.charCodeAt(1) - 97]; }
  function points(s) { var out = []; for (var i = 0; i + 1 < s.length; i += 2) { out.push(at(s.substr(i, 2))); } return out; }
  function name(s) { var p = at(s); return COLUMNS.charAt(p[0]) + (n - p[1]); }

  // The stones after the first k moves: the setup, then each move's stone and captures.
  function position(k) {
    var board = new Array(n * n).fill(0);
    points(data.black).forEach(function (p) { board[p[1] * n + p[0]] = 1; });
    points(data.white).forEach(function (p) { board[p[1] * n + p[0]] = 2; });
    for (var i = 0; i < k; i++) {
      var m = moves[i];
      if (m.placed) { var p = at(m.p); board[p[1] * n + p[0]] = m.c === 'B' ? 1 : 2; }
      points(m.x).forEach(function (q) { board[q[1] * n + q[0]] = 0; });
    }
    return board;
  }

  function el(tag, attrs) {
    var e = document.createElementNS(NS, tag);
    Object.keys(attrs).forEach(function (a) { e.setAttribute(a, attrs[a]); });
    return e;
  }
  function c(i) { return margin + i * unit; }

  function draw(k) {
    svg.querySelectorAll('.stone, .mark, .label, .label-bg, .area').forEach(function (e) { e.remove(); });
    var board = position(k);
    for (var y = 0; y < n; y++) {
      for (var x = 0; x < n; x++) {
        var s = board[y * n + x];
        if (s) {
          svg.appendChild(el('circle', { 'class': 'stone ' + (s === 1 ? 'b' : 'w'), cx: c(x), cy: c(y), r: unit * 0.47,
            fill: s === 1 ? '#000' : '#fff', stroke: '#000', 'stroke-width': s === 1 ? 1 : 1.2 }));
        }
      }
    }
    var m = k > 0 ? moves[k - 1] : null;
    if (m && m.p && m.p.length === 2) {
      var p = at(m.p), s = board[p[1] * n + p[0]], ink = s === 1 ? '#fff' : '#000';
      if (m.f) {
        var h = s ? unit * 0.27 : unit * 0.36;
        svg.appendChild(el('rect', { 'class': 'mark square', x: c(p[0]) - h, y: c(p[1]) - h, width: 2 * h, height: 2 * h,
          fill: s ? 'none' : '#fff', stroke: ink, 'stroke-width': 2.2 }));
      } else if (m.placed) {
        svg.appendChild(el('circle', { 'class': 'mark circle', cx: c(p[0]), cy: c(p[1]), r: unit * 0.25, fill: 'none',
          stroke: ink, 'stroke-width': 2 }));
      }
    }
    if (m && m.k) {
      var q = at(m.k), r = unit * 0.34, x0 = c(q[0]), y0 = c(q[1]);
      svg.appendChild(el('path', { 'class': 'mark triangle', fill: '#fff', stroke: '#000', 'stroke-width': 1.8,
        d: 'M' + x0 + ' ' + (y0 - r) + 'L' + (x0 + r * 0.87) + ' ' + (y0 + r * 0.5) + 'L' + (x0 - r * 0.87) + ' ' + (y0 + r * 0.5) + 'Z' }));
    }
  }

  var counter = document.getElementById('move-number');
  var now = document.getElementById('now');
  var links = document.querySelectorAll('ol.moves a');

  function describe(k) {
    if (k === 0) { return '开局 Start' + (data.black || data.white ? ' (setup stones)' : ''); }
    var m = moves[k - 1];
    var who = m.c === 'B' ? '黑 Black' : '白 White';
    var what = m.p ? (m.p.length === 2 ? name(m.p) : m.p) : 'pass 虚着';
    return '第' + k + '手 Move ' + k + ': ' + who + ' ' + what + (m.f ? ' — ' + m.f : '');
  }

  function go(k) {
    current = Math.max(0, Math.min(moves.length, k));
    draw(current);
    counter.textContent = current + ' / ' + moves.length;
    now.textContent = describe(current);
    now.classList.toggle('illegal', current > 0 && !!moves[current - 1].f);
    links.forEach(function (a) { a.classList.toggle('here', +a.dataset.move === current); });
    document.querySelector('[data-go=first]').disabled = current === 0;
    document.querySelector('[data-go=back]').disabled = current === 0;
    document.querySelector('[data-go=forward]').disabled = current === moves.length;
    document.querySelector('[data-go=last]').disabled = current === moves.length;
    try { history.replaceState(null, '', '#move=' + current); } catch (e) { /* some file:// pages refuse */ }
  }

  function nextIllegal() {
    if (!illegal.length) { return current; }
    for (var i = 0; i < illegal.length; i++) { if (illegal[i] > current) { return illegal[i]; } }
    return illegal[0];
  }

  var actions = {
    first: function () { go(0); }, back: function () { go(current - 1); }, forward: function () { go(current + 1); },
    last: function () { go(moves.length); }, illegal: function () { go(nextIllegal()); }
  };
  document.querySelectorAll('[data-go]').forEach(function (b) {
    b.addEventListener('click', function () { actions[b.dataset.go](); });
  });
  var illegalButton = document.querySelector('[data-go=illegal]');
  if (!illegal.length) { illegalButton.disabled = true; }
  links.forEach(function (a) {
    a.addEventListener('click', function (e) { e.preventDefault(); go(+a.dataset.move); });
  });
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var keys = { ArrowLeft: 'back', ArrowRight: 'forward', Home: 'first', End: 'last', i: 'illegal' };
    if (e.key === 'PageUp') { go(current - 10); } else if (e.key === 'PageDown') { go(current + 10); }
    else if (keys[e.key]) { actions[keys[e.key]](); } else { return; }
    e.preventDefault();
  });

  function fromHash() {
    var h = /move=(\w+)/.exec(location.hash);
    if (!h) { return moves.length; }
    if (h[1] === 'last' || h[1] === 'end') { return moves.length; }
    if (h[1] === 'illegal') { return illegal.length ? illegal[0] : moves.length; }
    return parseInt(h[1], 10) || 0;
  }
  window.addEventListener('hashchange', function () { var k = fromHash(); if (k !== current) { go(k); } });
  go(fromHash());
}());
