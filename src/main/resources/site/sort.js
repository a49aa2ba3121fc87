// Sortable tables: a click on a heading sorts by that column (numbers as numbers, names in Chinese order).
document.querySelectorAll('table:not(.figure)').forEach(function (t) {
  if (!t.tHead || !t.tBodies.length) { return; }
  t.tHead.querySelectorAll('th').forEach(function (th, i) {
    th.addEventListener('click', function () {
      var body = t.tBodies[0], rows = Array.from(body.rows);
      var asc = th.dataset.asc !== 'true'; th.dataset.asc = asc;
      rows.sort(function (a, b) {
        var x = a.cells[i].textContent, y = b.cells[i].textContent;
        var nx = parseFloat(x), ny = parseFloat(y);
        var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y, 'zh');
        return asc ? c : -c;
      });
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});
