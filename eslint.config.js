// Lint configuration: typescript-eslint's recommended rules over the project's TypeScript.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', '.next/**', 'lib/db/generated/**', 'prisma/.generated/**', 'data/**', 'next-env.d.ts', 'tests/artifacts/**', 'bench/floor/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
);
