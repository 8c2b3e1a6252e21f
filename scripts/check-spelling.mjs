// Checks the spelling of the interface text against a Spanish dictionary (nspell with dictionary-es),
// so that a typo such as 'éxitosamente' or 'carácteres' fails `npm run lint`. Run by `npm run lint`.
//
// What it reads (the Spanish a user sees): the JSX text and string literals of apps/web/src, the
// messages of packages/contract, and the API's error catalogue, messages, e-mails and public page
// (FILES below); tests and test helpers are left out. Of each file it checks:
//   - JSX text, and the value of a JSX attribute a person reads (label, placeholder, title, aria-label…);
//   - strings that read as prose: several words, or a word with a Spanish letter (á, ñ, ¿…), or one
//     capitalised word ('Guardar');
// and skips what is code: imports, types, object keys, class names, styles, test ids, URLs, paths,
// identifiers (camelCase, kebab-case, SNAKE_CASE), strings without letters, the arguments of
// console.*, new Error(), zod's .describe() (English, for the API's documentation) and log calls.
// Words with a digit, all-capital acronyms, {placeholders}, e-mail addresses and @/# handles are not words.
// Unknown words are printed as file:line: word; names and brands are allowed in scripts/spelling-allow.txt.
//
// `node scripts/check-spelling.mjs --text 'some text'` checks a text alone; `--list FILE` prints what it reads of a file.
// Before the tree, it checks its own proofs (PROOFS below): a typo planted in each kind of place must be found.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import dictionary from 'dictionary-es';
import nspell from 'nspell';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every non-test .ts/.tsx file under a folder. */
function sources(dir) {
  const out = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.(test|spec|d)\.tsx?$/.test(entry.name)) continue;
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    if (/(^|\/)(test|tests|__tests__|mocks|fixtures)\//.test(file) || /(fixtures|test-helpers|test-utils)\.tsx?$/.test(entry.name)) continue;
    out.push(file);
  }
  return out.sort();
}

const FILES = () => [
  ...sources('apps/web/src'),
  ...sources('packages/contract/src'),
  ...sources('apps/api/src').filter(
    (f) =>
      f === 'apps/api/src/lib/errors.ts' ||
      /-mail\.ts$|messages\.ts$/.test(f) ||
      (f.startsWith('apps/api/src/modules/public-page/') && !f.endsWith('.routes.ts')), // a route's description is English, for the API's documentation
  ),
];

/** JSX attributes whose value a person reads. */
const READ_ATTRIBUTES = new Set([
  'label', 'placeholder', 'title', 'description', 'alt', 'aria-label', 'aria-description', 'aria-placeholder', 'aria-valuetext',
  'nothingFoundMessage', 'emptyMessage', 'message', 'error', 'confirmLabel', 'cancelLabel', 'tooltip', 'caption', 'hint', 'text',
  'subtitle', 'heading', 'loadingLabel', 'closeButtonLabel', 'helpText',
]);
/** Calls whose string arguments are for developers (English) or code. */
const CODE_CALLS = /^(console\.\w+|describe|log\.\w+|logger\.\w+|\w+\.log\.\w+|\w+\.logger\.\w+|require|import|querySelector(All)?|\w+\.querySelector(All)?|\w+\.(get|set|has|delete)(Item|Attribute)?|\w+\.addEventListener|\w+\.removeEventListener|matchMedia|\w+\.matchMedia|\w+\.startsWith|\w+\.endsWith|\w+\.includes|\w+\.split|\w+\.replace|\w+\.join|\w+\.toLocale\w*String|new Intl\.\w+|.*\.(update|digest)|create(Hash|Hmac))$/;
/** Object keys and JSX attributes whose value is code, not text. */
const CODE_KEYS = new Set(['className', 'class', 'style', 'styles', 'classNames', 'data-testid', 'testId', 'id', 'key', 'href', 'to', 'src', 'type', 'name', 'role', 'variant', 'color', 'c', 'size', 'fw', 'ta', 'tt', 'component', 'method', 'url', 'path', 'queryKey', 'mode', 'autoComplete', 'inputMode', 'rel', 'target', 'as', 'justify', 'align', 'display', 'position', 'radius', 'shadow', 'fit', 'lang', 'accept', 'pattern', 'format', 'locale', 'timeZone', 'currency', 'sameSite', 'event', 'level', 'code', 'fontFamily', 'scope', 'Authorization', '@type', 'valueFormat', 'dateFormat', 'timeFormat', 'attribution', 'status']);

/** True for a key or variable whose value is code: one of CODE_KEYS, or named after one ('DEFAULT_TILES_ATTRIBUTION', 'iconColor'). */
function isCodeKey(name) {
  if (CODE_KEYS.has(name)) return true;
  const last = name.split(/_|(?=[A-Z][a-z])/).filter(Boolean).at(-1)?.toLowerCase();
  return Boolean(last && last !== name.toLowerCase() && CODE_KEYS.has(last));
}

const SPANISH_LETTER = /[áéíóúñüÁÉÍÓÚÑÜ¿¡]/;
const LETTER = /\p{L}/u;

/** True for a string that is code rather than words: an identifier, a path, a URL, CSS, a selector. */
function isCodeish(text) {
  const t = text.trim();
  if (!LETTER.test(t)) return true;
  if (/^(https?:|mailto:|tel:|data:|blob:|www\.|\/|\.\.?\/|#|@|\*\.)/.test(t)) return true;
  if (/^[\w$.:/#?=&%*+~^!|[\]()-]+$/.test(t) && !/^[A-ZÁÉÍÓÚÑ¿¡][a-záéíóúñü]+[.!?:]?$/.test(t)) return !SPANISH_LETTER.test(t);
  if (/\b(YYYY|MMMM|dddd|ddd|HH:mm|hh:mm)\b|^(DD|D)\/MM/.test(t)) return true; // a date format
  if (/[{};]|=>|\$\{|^\s*[.#][\w-]+\s*[{,]|var\(--|\d(px|rem|em|vh|vw|ms|s|%)\b|rgba?\(|calc\(/.test(t)) return true;
  return false;
}

/** True for a string that reads as text in Spanish (not a single code word). */
function readsAsText(text) {
  const t = text.trim();
  if (isCodeish(t)) return false;
  if (SPANISH_LETTER.test(t)) return true;
  const words = t.split(/\s+/).filter((w) => LETTER.test(w));
  if (words.length >= 2) return true;
  return /^[A-ZÁÉÍÓÚÑ¿¡][a-záéíóúñü]+[.!?:…]?$/.test(t);
}

/** The words of a text that a dictionary can judge. */
function wordsOf(text) {
  const cleaned = text
    .replace(/<\/?[a-zA-Z!][^<>]*>?|^[^<]*?>/g, ' ') // HTML tags with their attributes (an e-mail, the public page)
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/[\w-]+="[^"]*"/g, ' ') // an attribute of a tag cut by an interpolation
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b[\w.+-]+@[\w-]+\.[\w.]+\b/g, ' ')
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/\b[\w-]+\.[a-z\d]{2,4}\b/g, ' ') // a file name: 'visita.ics'
    .replace(/(^|\s)[@#][\w.]+/g, ' ');
  const out = [];
  for (const match of cleaned.matchAll(/[\p{L}\p{M}\d'’_-]+/gu)) {
    for (const piece of match[0].split(/[-'’_]/)) {
      if (!piece || /\d/.test(piece) || !LETTER.test(piece)) continue;
      if (piece.length > 1 && piece === piece.toUpperCase()) continue; // USD, PDF, URL
      if (piece.length === 1 && !/[aeoyuAEOYUáéíóúÁÉÍÓÚ]/.test(piece)) continue; // a lone letter: 'm' of 'm²'
      out.push({ word: piece, at: match.index });
    }
  }
  return out;
}

/** The text nodes of one file a person reads, with their line. */
function textsOf(file, sourceText) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true, kind);
  const out = [];
  const lineOf = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const calleeName = (call) => (ts.isNewExpression(call) ? `new ${call.expression.getText(sf)}` : call.expression.getText(sf));

  /** Why a literal is not checked, looking at where it stands; null when it is checked (always or as prose). */
  function placeOf(node) {
    let child = node;
    for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
      if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent) || ts.isExternalModuleReference(parent)) return 'skip';
      if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return 'skip';
      if (ts.isJsxAttribute(parent)) {
        const name = parent.name.getText(sf);
        if (READ_ATTRIBUTES.has(name)) return 'read';
        if (CODE_KEYS.has(name) || /^(on[A-Z]|data-|aria-(?!label|description))/.test(name)) return 'skip';
        return 'prose';
      }
      if (ts.isPropertyAssignment(parent)) {
        if (parent.name === child) return 'skip';
        if (parent.initializer !== node) return 'prose'; // a key names the literal it holds, not a schema built around it
        const key = parent.name.getText(sf).replace(/^['"]|['"]$/g, '');
        if (isCodeKey(key)) return 'skip';
      }
      if ((ts.isBindingElement(parent) || ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isPropertyDeclaration(parent)) && parent.initializer === child) {
        if (ts.isIdentifier(parent.name) && isCodeKey(parent.name.text)) return 'skip';
      }
      if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return 'skip';
      if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.right === child) {
        const target = parent.left;
        const key = ts.isPropertyAccessExpression(target) ? target.name.text : ts.isIdentifier(target) ? target.text : null;
        if (key && isCodeKey(key)) return 'skip';
      }
      if (ts.isFunctionLike(parent)) return 'prose'; // a handler's body: what it says is text again
      if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.includes(child)) {
        const callee = calleeName(parent);
        if (CODE_CALLS.test(callee) || /^new (\w*Error|DOMException|URL|RegExp|URLSearchParams|Intl\.\w+)$/.test(callee) || /\.describe$/.test(callee)) return 'skip';
        if (/^(appError|\w+\.appError)$/.test(callee) && parent.arguments[0] === child) return 'skip';
      }
      if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in|instanceof)$/.test(parent.operatorToken.getText(sf))) return 'skip';
      if (ts.isCaseClause(parent) && parent.expression === child) return 'skip';
      if (ts.isTaggedTemplateExpression(parent) && /\bcss|sql|gql\b/.test(parent.tag.getText(sf))) return 'skip';
      if (ts.isStatement(parent) || ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) return 'prose';
    }
    return 'prose';
  }

  function visit(node) {
    if (ts.isJsxText(node)) {
      const text = node.getText(sf);
      if (LETTER.test(text) && !isCodeish(text)) out.push({ line: lineOf(node) + (text.match(/^\s*\n/)?.[0].split('\n').length - 1 || 0), text });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const place = placeOf(node);
      if (place === 'read' ? !isCodeish(node.text) : place === 'prose' && readsAsText(node.text)) out.push({ line: lineOf(node), text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      const place = placeOf(node);
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      const joined = parts.join(' {} ');
      // Read as code with the interpolations glued in ('publishing-step-x-error', 'x/og.jpg'), as text with them apart.
      if (place !== 'skip' && !isCodeish(parts.join('x')) && (place === 'read' || readsAsText(parts.join('x')))) {
        out.push({ line: lineOf(node), text: joined });
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(sf);
  return out;
}

/** The words allowed beside the dictionary: names, brands, terms (one a line, '#' starts a comment). */
function allowList() {
  return new Set(
    readFileSync(path.join(ROOT, 'scripts/spelling-allow.txt'), 'utf8')
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean)
      .map((w) => w.toLowerCase()),
  );
}

const spell = nspell(dictionary);
const ENCLITIC = /(me|te|se|lo|la|le|nos|los|las|les)$/;
const ACCENTS = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
/**
 * A verb with a pronoun joined to it, which the dictionary does not list: 'cópialo', 'confírmala'
 * (the accent is then required: 'Intentalo' is refused), 'descartarlo' (an infinitive needs none).
 */
function verbWithPronoun(word) {
  const lower = word.toLowerCase();
  for (let rest = lower, n = 0; n < 2 && ENCLITIC.test(rest); n += 1) {
    rest = rest.replace(ENCLITIC, '');
    if (rest.length < 3) return false;
    const plain = rest.replace(/[áéíóú]/g, (c) => ACCENTS[c]);
    if (plain !== rest && spell.correct(plain)) return true;
    if (/[aei]r$/.test(rest) && spell.correct(rest)) return true;
  }
  return false;
}
const allowed = allowList();
const verdicts = new Map();
function known(word) {
  let verdict = verdicts.get(word);
  if (verdict === undefined) {
    verdict = allowed.has(word.toLowerCase()) || spell.correct(word) || spell.correct(word.toLowerCase()) || verbWithPronoun(word);
    verdicts.set(word, verdict);
  }
  return verdict;
}

/** The unknown words of a text. */
export function unknownWords(text) {
  return wordsOf(text)
    .map((w) => w.word)
    .filter((w) => !known(w));
}

/** The unknown words of one file's interface text, with their line; `texts` counts the texts read. */
function problemsOf(file, source) {
  const texts = textsOf(file, source);
  return { texts: texts.length, problems: texts.flatMap(({ line, text }) => unknownWords(text).map((word) => ({ line, word, text }))) };
}

// Proofs that the check still fires: made-up files at real places, with the words each must report
// (a typo in each kind of place a person reads) or nothing (code that only looks like text).
const PROOFS = [
  {
    file: 'apps/web/src/features/customers/components/zz-check.tsx',
    code: `import { Button, TextInput } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify';
export const X = () => (
  <form className="flex-row gap-md" data-testid="customer-form" onSubmit={() => notifySuccess('Cliente creado éxitosamente')}>
    <TextInput label="Telefono" placeholder="Escribe el número" aria-label={\`Teléfono de \${'x'}\`} />
    <Button variant="light">Guardar canbios</Button>
  </form>
);
export const count = (n: number) => \`\${n} clientes encagan\`;
export const retry = 'Intentalo nuevamente.';
export const key = \`vitrina:customer-draft:\${1}\`;
console.error('Failed to load the customers');
throw new Error('Something went wrong');`,
    words: ['éxitosamente', 'Telefono', 'canbios', 'encagan', 'Intentalo'],
  },
  {
    file: 'packages/contract/src/schemas/zz-check.ts',
    code: `import { z } from 'zod';
export const s = z.object({ name: z.string().max(10, 'El nombre debe tener máximo 10 carácteres').describe('The customer name, as typed') });`,
    words: ['carácteres'],
  },
  {
    file: 'apps/api/src/modules/leads/zz-check-mail.ts',
    code: 'export const mail = (name: string) => `<p style="color:#1f2937">Hola ${name}: tu propiedad se publicó exitosamente y ya tiene un interezado.</p>`;',
    words: ['interezado'],
  },
];

const listArg = process.argv.indexOf('--list');
if (listArg !== -1) {
  // What the check reads of one file, to see why a text is or is not checked.
  const file = process.argv[listArg + 1];
  for (const { line, text } of textsOf(file, readFileSync(path.join(ROOT, file), 'utf8'))) console.log(`${line}: ${text.trim().replace(/\s+/g, ' ')}`);
  process.exit(0);
}
const textArg = process.argv.indexOf('--text');
if (textArg !== -1) {
  const unknown = unknownWords(process.argv[textArg + 1] ?? '');
  for (const word of unknown) console.error(`--text: ${word}`);
  process.exit(unknown.length ? 1 : 0);
}

let problems = 0;
for (const proof of PROOFS) {
  const found = problemsOf(proof.file, proof.code).problems.map((p) => p.word);
  if (JSON.stringify(found) !== JSON.stringify(proof.words)) {
    problems += 1;
    console.error(`✗ the check's own proof (${proof.file}): expected ${JSON.stringify(proof.words)}, got ${JSON.stringify(found)}`);
  }
}
let texts = 0;
const files = FILES();
for (const file of files) {
  const found = problemsOf(file, readFileSync(path.join(ROOT, file), 'utf8'));
  texts += found.texts;
  for (const { line, word, text } of found.problems) {
    problems += 1;
    console.error(`${file}:${line}: ${word}  («${text.trim().replace(/\s+/g, ' ').slice(0, 80)}»)`);
  }
}
if (problems) {
  console.error(`\n${problems} unknown word(s). Fix the typo, or add a true name to scripts/spelling-allow.txt.`);
  process.exit(1);
}
console.log(`Spelling: ${texts} texts of ${files.length} files, every word in the Spanish dictionary or scripts/spelling-allow.txt.`);
