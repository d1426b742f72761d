// npm run openapi: writes docs/openapi.json from the routes' schemas; run it after changing a route.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateOpenApiDocument, OPENAPI_FILE } from './openapi';

async function main() {
  const file = path.resolve(OPENAPI_FILE);
  const json = await generateOpenApiDocument();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
  const operations = Object.values((JSON.parse(json) as { paths: Record<string, object> }).paths).reduce(
    (n, methods) => n + Object.keys(methods).length,
    0,
  );
  console.log(`Wrote ${OPENAPI_FILE}: ${operations} operations.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
