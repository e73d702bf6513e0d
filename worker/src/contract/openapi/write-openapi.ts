import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApiDocument } from './openapi-file.js';

// `npm run openapi`: run after changing schemas/ or the response shapes; a unit test fails until then.
writeFileSync(OPENAPI_FILE, renderOpenApiDocument());
console.log(`Wrote ${OPENAPI_FILE}`);
