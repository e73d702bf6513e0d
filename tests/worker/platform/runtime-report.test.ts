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
function reportsInProcessWith(native: string[]): RuntimeReport[] {
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
    // Before and after the library loads, as the worker reports it at start and after its first picture.
    const script = "const { runtimeReport } = await import('./runtime-report.mjs'); const before = runtimeReport(); await import('sharp'); console.log(JSON.stringify([before, runtimeReport()]));";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      encoding: 'utf8',
    });
    return JSON.parse(out) as RuntimeReport[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What must not differ between two processes on the same machine. */
const stable = ({ platform, arch, libc, node, image_backend, sharp, libvips }: RuntimeReport) => ({ platform, arch, libc, node, image_backend, sharp, libvips });

describe('runtimeReport()', () => {
  const here = stable(runtimeReport());

  it('reports the WebAssembly build where no native build of the image library is installed', () => {
    // Action
    const reports = reportsInProcessWith([]);

    // Assert
    expect(reports.map(stable)).toEqual([{ ...here, image_backend: 'wasm' }, { ...here, image_backend: 'wasm' }]);
  });

  it('reports the native build where this platform has one', () => {
    // Arrange
    expect(NATIVE.length).toBeGreaterThan(0);

    // Action
    const reports = reportsInProcessWith(NATIVE);

    // Assert
    expect(reports.map(stable)).toEqual([{ ...here, image_backend: 'native' }, { ...here, image_backend: 'native' }]);
  });
});
