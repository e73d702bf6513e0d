import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { runtimeReport, type RuntimeReport } from '../../../worker/src/platform/runtime-report.js';

const MODULES = join(process.cwd(), 'node_modules');
const SOURCE = join(process.cwd(), 'worker/src/platform/runtime-report.ts');
/** This machine's native build of sharp (e.g. sharp-linux-x64 and sharp-libvips-linux-x64). */
const NATIVE = readdirSync(join(MODULES, '@img')).filter((name) => name.startsWith('sharp-') && name !== 'sharp-wasm32');

/**
 * sharp chooses its build once per process, so each case runs the real module in a Node process of
 * its own, over a node_modules that holds sharp with the WebAssembly build and, if asked, this
 * machine's native one. sharp itself is copied: a link would resolve its builds from the repository.
 */
function reportInProcessWith(native: string[]): RuntimeReport {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-report-'));
  try {
    mkdirSync(join(dir, 'node_modules/@img'), { recursive: true });
    cpSync(join(MODULES, 'sharp'), join(dir, 'node_modules/sharp'), { recursive: true });
    for (const name of ['detect-libc', 'semver', '@emnapi', 'tslib', '@img/colour', '@img/sharp-wasm32', ...native.map((n) => `@img/${n}`)]) {
      symlinkSync(join(MODULES, name), join(dir, 'node_modules', name));
    }
    const compiled = ts.transpileModule(readFileSync(SOURCE, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(join(dir, 'runtime-report.mjs'), compiled.outputText);
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', "const { runtimeReport } = await import('./runtime-report.mjs'); console.log(JSON.stringify(runtimeReport()));"], {
      cwd: dir,
      encoding: 'utf8',
    });
    return JSON.parse(out) as RuntimeReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('runtimeReport()', () => {
  const here = runtimeReport();

  it('reports the WebAssembly build where no native build of the image library is installed', () => {
    // Action
    const report = reportInProcessWith([]);

    // Assert
    expect(report).toEqual({ ...here, image_backend: 'wasm' });
  });

  it('reports the native build where this platform has one', () => {
    // Arrange
    expect(NATIVE.length).toBeGreaterThan(0);

    // Action
    const report = reportInProcessWith(NATIVE);

    // Assert
    expect(report).toEqual({ ...here, image_backend: 'native' });
  });
});
