// A small reader of prisma/schema.prisma: models, scalar columns, indexes and foreign keys, for the drift test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ModelColumn {
  name: string;
  type: 'String' | 'Int' | 'BigInt' | 'Boolean' | 'DateTime' | 'Float' | 'Decimal' | 'Json';
  optional: boolean;
  hasDefault: boolean;
}

export interface ModelIndex {
  columns: string[];
  unique: boolean;
  /** A partial index's predicate (`where: raw("...")`), as written. */
  where?: string;
}

export interface ModelTable {
  name: string;
  columns: ModelColumn[];
  primaryKey: string[];
  indexes: ModelIndex[];
  foreignKeys: { columns: string[]; references: string; onDelete: string }[];
}

const SCALARS = new Set(['String', 'Int', 'BigInt', 'Boolean', 'DateTime', 'Float', 'Decimal', 'Json']);

/** The tables the Prisma schema describes. */
export function readSchemaModel(file = join(/*turbopackIgnore: true*/ process.cwd(), 'prisma', 'schema.prisma')): ModelTable[] {
  const source = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
  const tables: ModelTable[] = [];
  for (const m of source.matchAll(/model\s+(\w+)\s*\{([\s\S]*?)\n\}/g)) {
    const table: ModelTable = { name: m[1]!, columns: [], primaryKey: [], indexes: [], foreignKeys: [] };
    for (const raw of m[2]!.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const block = /^@@(id|index|unique)\(\[([^\]]+)\]/.exec(line);
      if (block) {
        const cols = block[2]!.split(',').map((c) => c.trim());
        const where = /where:\s*raw\("((?:[^"\\]|\\.)*)"\)/.exec(line)?.[1]?.replace(/\\(.)/g, '$1');
        if (block[1] === 'id') table.primaryKey = cols;
        else table.indexes.push({ columns: cols, unique: block[1] === 'unique', ...(where ? { where } : {}) });
        continue;
      }
      const field = /^(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(line);
      if (!field) continue;
      const [, name, type, list, optional, attrs] = field as unknown as [string, string, string, string | undefined, string | undefined, string];
      const relation = /@relation\([^)]*fields:\s*\[([^\]]+)\][^)]*references:\s*\[([^\]]+)\](?:[^)]*onDelete:\s*(\w+))?/.exec(attrs);
      if (relation) {
        table.foreignKeys.push({ columns: relation[1]!.split(',').map((c) => c.trim()), references: type, onDelete: relation[3] ?? 'Restrict' });
        continue;
      }
      if (!SCALARS.has(type) || list) continue;
      table.columns.push({ name, type: type as ModelColumn['type'], optional: Boolean(optional), hasDefault: /@default\(/.test(attrs) });
      if (/@id\b/.test(attrs)) table.primaryKey = [name];
      if (/@unique\b/.test(attrs)) table.indexes.push({ columns: [name], unique: true });
    }
    tables.push(table);
  }
  return tables;
}
