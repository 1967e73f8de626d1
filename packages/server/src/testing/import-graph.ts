import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;
const DECLARATION = /\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !DECLARATION.test(entry.name) ? [path] : [];
  });
}

function compilerOptions(tsconfigPath: string): ts.CompilerOptions {
  const { config } = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(tsconfigPath)).options;
}

/** Every module specifier a file names: imports and re-exports, `import type` and `import()` included. */
function specifiers(file: string): string[] {
  const text = ts.sys.readFile(file) ?? '';
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The import graph of the files under each root, edges only between those files (resolved as tsc does). */
export function importGraph(roots: { dir: string; tsconfig: string }[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { dir, tsconfig } of roots) {
    const options = compilerOptions(tsconfig);
    for (const file of sourceFiles(dir)) {
      const targets = specifiers(file)
        .map((name) => ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && !target.includes('node_modules'));
      graph.set(file, targets);
    }
  }
  for (const [file, targets] of graph)
    graph.set(
      file,
      targets.filter((t) => graph.has(t)),
    );
  return graph;
}

/** The import cycles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function importCycles(graph: Map<string, string[]>, base: string): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(base, member));
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
