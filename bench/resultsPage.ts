/**
 * Cost of the filtered-results page at its largest: 21 categories × 30 cards (630 cards).
 * In Chromium from the production build when /usr/bin/chromium (or CHROMIUM_PATH) exists, then in
 * Node: server render and a jsdom render (labelled as such: jsdom does no layout or paint).
 */
// Before React loads: the jsdom part measures React's production build.
process.env.NODE_ENV = 'production';

import { measureInBrowser } from './resultsPageBrowser';
import { measureInJsdom } from './resultsPageJsdom';
import { CARD_COUNT, CARDS_PER_CATEGORY, CATEGORIES } from './resultsPageData';

async function main() {
  console.log(`results page: ${CATEGORIES.length} categories × ${CARDS_PER_CATEGORY} cards (${CARD_COUNT} cards)`);
  const browser = await measureInBrowser();
  console.log((browser ?? ['Chromium: not found (set CHROMIUM_PATH); browser figures skipped']).join('\n'));
  console.log((await measureInJsdom()).join('\n'));
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
