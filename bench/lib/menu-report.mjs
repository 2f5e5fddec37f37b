// The menu bench's printed table (bench/menu.mjs): the browser figures unless --api-only, then the API's.
export function printTable(r) {
  if (!r.apiOnly) printBrowserTable(r);
  printApiTable(r);
}

function printBrowserTable(r) {
  const ms = (s) => `${s.medianMs.toFixed(0)} ms`.padStart(10);
  const range = (s) => `(${s.minMs.toFixed(0)}–${s.maxMs.toFixed(0)})`.padStart(14);
  const c = r.menu.counts;
  console.log(
    `\nMenu: ${c.families} families, ${c.categories} categories, ${c.products} products, ${c.groups} variant groups (${c.variants} variants), ${c.tags} tags; ` +
      `${c.productTagLinks} product-tag and ${c.productGroupLinks} product-group links, ${c.productPhotos} photos. ` +
      `Generated with ${r.menu.generation.requests} API requests in ${r.menu.generation.seconds} s.`,
  );
  console.log(`\n${'measure'.padEnd(58)}${'median'.padStart(10)}${'min–max'.padStart(14)}`);
  const b = r.productsBoard;
  const rows = [
    ['Productos first rows: cold load (fresh profile)', b.firstRowsCold],
    ['Productos first rows: reload (HTTP cache warm)', b.firstRowsReload],
    ['Productos first rows: tab switch in the app', b.firstRowsTabSwitch],
    ['GET /v1/products as seen by the page (cold load)', b.getProductsInPageMs],
    ['drag reorder: drop -> PUT /v1/products answered', b.dragDropToPutResponse],
  ];
  const t = r.templateEditor;
  if (t && !t.error) {
    rows.push(
      ['Plantillas: Editar -> first product row in the editor', t.openToFirstRow],
      [`  its ${t.openGetRequests} GETs as seen by the page (first start -> last end)`, t.openGetsInPage],
      [`editor search '${t.search.query}' -> filtered rows (200 ms debounce)`, t.search.toFilteredRows],
      [`editor save of ${t.save.rows} changed rows: click -> PUT answered`, t.save.clickToPutAnswered],
      ['  its PUT as seen by the page (request -> response end)', t.save.putInPage],
      [`editor save of ${t.save.rows} changed rows: click -> editor closed`, t.save.clickToEditorClosed],
    );
  }
  for (const [name, s] of rows) if (s) console.log(`${name.padEnd(58)}${ms(s)}${range(s)}`);
  console.log(
    `(median of ${r.runs} run(s); ${b.productRowsInDomAtFirstPaint} product rows in the DOM when the first one showed)`,
  );
  if (t?.error) console.log(`Plantillas editor: not measured (${t.error})`);
  else if (t) {
    console.log(
      `(editor: ${t.productRowsInDomAtFirstRow} product rows in the DOM at its first row; the search showed ${t.search.productsShown} of ${t.products} products, ` +
        `${t.search.productsMatching} match; the save changed ${t.save.rowsChangedOnServer.join(', ')} rows on the server, a ${((t.save.putBodyBytes ?? 0) / 1024).toFixed(1)} KB body)`,
    );
  }
}

function printApiTable(r) {
  const a = r.apiGetProducts;
  console.log(`\nGET /v1/products on 127.0.0.1, ${a.requests} sequential requests (${a.products} products):`);
  console.log(`  identity: median ${a.medianMs} ms, p95 ${a.p95Ms} ms (min ${a.minMs}, max ${a.maxMs})`);
  console.log(
    `  ${a.contentEncoding ?? 'uncompressed'} (${a.compressedRequests} requests): median ${a.compressedMedianMs} ms, p95 ${a.compressedP95Ms} ms`,
  );
  console.log(
    `  JSON ${(a.jsonBytes / 1024).toFixed(1)} KB, sent ${(a.sentBytes / 1024).toFixed(1)} KB ${a.contentEncoding ?? ''}`,
  );
  const t = a.throughput;
  if (t) {
    console.log(
      `\nRequests per second, ${t.requests} requests each: GET /v1/products vs the same bytes as a static file (${t.staticPath})`,
    );
    console.log(
      `${'case'.padEnd(34)}${'API req/s'.padStart(11)}${'static req/s'.padStart(14)}${'ratio'.padStart(8)}${'API wire'.padStart(11)}${'static wire'.padStart(13)}${'API CPU/req'.padStart(13)}${'static CPU/req'.padStart(16)}`,
    );
    for (const c of t.cases) {
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
      const cpu = (m) => (m.cpuMsPerRequest === null ? 'n/a' : `${m.cpuMsPerRequest.toFixed(2)} ms`);
      console.log(
        `${c.name.padEnd(34)}${String(c.api.rps).padStart(11)}${String(c.static.rps).padStart(14)}${c.ratio.toFixed(2).padStart(8)}${kb(c.api.wireBytes).padStart(11)}${kb(c.static.wireBytes).padStart(13)}${cpu(c.api).padStart(13)}${cpu(c.static).padStart(16)}`,
      );
    }
    if (t.revalidation) {
      for (const v of t.revalidation)
        console.log(
          `revalidation (If-None-Match -> ${v.status}), ${v.connections} connection(s): ${v.rps} req/s, ${v.wireBytes} body bytes, CPU ${v.cpuMsPerRequest === null ? 'n/a' : `${v.cpuMsPerRequest.toFixed(2)} ms`}/req`,
        );
    } else console.log('revalidation: the API gave no ETag');
    const f = t.asset;
    if (f) {
      const line = (name, m) =>
        `  ${name.padEnd(44)}${String(m.rps).padStart(6)} req/s  ${(m.wireBytes / 1024).toFixed(1).padStart(7)} KB ${m.contentEncoding ?? 'identity'}  CPU ${m.cpuMsPerRequest === null ? 'n/a' : `${m.cpuMsPerRequest.toFixed(2)} ms`}/req`;
      console.log(`\nStatic asset ${f.file} (${(f.rawBytes / 1024).toFixed(1)} KB raw), 1 connection, 'br, gzip':`);
      console.log(
        line(f.hasCopy ? "the build's pre-compressed copy" : 'no pre-compressed copy in this build', f.precompressed),
      );
      console.log(line('compressed per request (same bytes, no copy)', f.perRequest));
    }
  }
  const p = r.apiTemplateSave;
  if (!p) return;
  console.log(
    `\nPUT /v1/templates/{id} with ${p.rows} product rows on 127.0.0.1, ${p.requests} sequential requests (two price sets in turn; body ${(p.bodyBytes / 1024).toFixed(1)} KB):`,
  );
  console.log(
    `  median ${p.medianMs} ms, p95 ${p.p95Ms} ms (min ${p.minMs}, max ${p.maxMs}); ${p.rowsAppliedAfterLastSave} of ${p.rows} rows hold the last save`,
  );
}
