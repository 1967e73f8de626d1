import { performance } from 'node:perf_hooks';
import { openDb } from '/work/wt-i29-search/packages/server/src/db/connection';
import { Vocabulary, planSearch } from '/work/wt-i29-search/packages/server/src/modules/search/search-plan';
import { catalogWords, searchNames, ftsQuery } from '/work/wt-i29-search/packages/server/src/modules/search/search.queries';
import { queryWords } from '/work/wt-i29-search/packages/server/src/modules/search/search-words';
const db = openDb(process.argv[2]!);
let t = performance.now();
const vocab = new Vocabulary(await catalogWords(db));
console.log('vocab', (performance.now() - t).toFixed(1), 'ms', vocab.startingWith('', 1e9).length);
for (const q of ['ruby red lipstick', 'serum vitamin c', 'vitamn c serum', 'lipstik matte', 'moisturizer shea', 'sun screen spf 50', 'serim hyaluronic', 'night creem', 'أحمر شفاه ساتان', 'سيرم فيتامين']) {
  for (const typing of [true, false]) {
    let plan = planSearch(queryWords(q), vocab, new Map(), { typing });
    t = performance.now();
    for (let i = 0; i < 5; i++) plan = planSearch(queryWords(q), vocab, new Map(), { typing });
    const p = (performance.now() - t) / 5;
    t = performance.now();
    let r;
    for (let i = 0; i < 5; i++) r = await searchNames(db, plan, { warehouse: 'Muscat Store - GG', brands: [], categories: [], offers: false, inStock: !typing }, 'relevance', 0, typing ? 10 : 20);
    console.log(typing ? 'T' : 'P', q.padEnd(20), 'plan', p.toFixed(2), 'sql', ((performance.now() - t) / 5).toFixed(2), 'total', r!.total, db.engine === 'sqlite' ? ftsQuery(plan).length : '');
  }
}
await db.close();
