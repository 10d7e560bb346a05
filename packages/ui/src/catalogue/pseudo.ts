import { datePatterns } from '../logic/datePatterns';
import type { MessageParams } from '../messages/Message';
import type { CompleteMessages, LocalePack } from '../locales/defineLocale';
import { englishMessages } from './englishMessages';

/** A transformation of one run of text; the `{name}` placeholders and the params' values are never passed to it. */
type TextTransform = (text: string) => string;

const plainLetters = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const accentedLetters = [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const accented = new Map(plainLetters.map((letter, index) => [letter, accentedLetters[index]!]));
/** Words appended to lengthen a text; accented, so they read as part of it. */
const padding = ['ŀöŕéɱ', 'îƥšûɱ', 'đöļöŕ', 'šîţ', 'åɱéţ', 'çöñšé', 'ţéţûŕ'];

/** The lengthening: German and Finnish run about 40 % longer than English, so a layout that holds this holds them. */
export const PSEUDO_GROWTH = 0.4;

/**
 * Accents every letter and appends words until the text is 40 % longer, inside ⟦ ⟧ so that a clipped end shows:
 * 'Search' → '⟦Šéåŕçĥ ŀö⟧'. Texts without letters (a separator, a symbol) stay as they are.
 */
export const accentAndLengthen: TextTransform = (text) => {
  if (!/\p{L}/u.test(text)) return text;
  // Spaces at either end stay outside the brackets, beside the placeholder they separate: 'Page ' → '⟦Þåĝé ŀ⟧ ', not
  // '⟦Þåĝé  ŀ⟧', whose doubled space accessible names and text matching collapse.
  const [, leading, core, trailing] = /^(\s*)(.*?)(\s*)$/su.exec(text)!;
  const accentedText = core!.replace(/[A-Za-z]/g, (letter) => accented.get(letter)!);
  const extra = Math.ceil(text.length * PSEUDO_GROWTH);
  let tail = '';
  for (let word = 0; tail.length < extra; word += 1) tail += ` ${padding[word % padding.length]}`;
  return `${leading}⟦${accentedText}${tail.slice(0, extra).trimEnd()}⟧${trailing}`;
};

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

/**
 * Shows the text mirrored, as right-to-left script runs: each run is wrapped in a right-to-left override, so the
 * letters read from the right and the layout (under `dir="rtl"`) must hold text that starts on the right.
 */
export const mirror: TextTransform = (text) =>
  /\p{L}/u.test(text) ? `${RIGHT_TO_LEFT_OVERRIDE}${text}${POP_DIRECTIONAL_FORMATTING}` : text;

/** Transforms the text around `{name}` placeholders, which stay intact for `formatMessage`. */
function transformTemplate(template: string, transform: TextTransform): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : transform(part)))
    .join('');
}

/** Transforms a function message's output around the params' values, which are the caller's data, not text. */
function transformAround(output: string, params: MessageParams, transform: TextTransform): string {
  const values = Object.values(params)
    .map(String)
    .filter((value) => value !== '')
    .sort((a, b) => b.length - a.length);
  if (values.length === 0) return transform(output);
  const escaped = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return output
    .split(new RegExp(`(${escaped.join('|')})`))
    .map((part, index) => (index % 2 === 1 ? part : part && transform(part)))
    .join('');
}

/** Every message of `messages` transformed; string and function messages alike, placeholders and params kept. */
export function transformMessages(messages: CompleteMessages, transform: TextTransform): CompleteMessages {
  const groups = Object.entries(messages).map(([group, texts]) => [
    group,
    Object.fromEntries(
      Object.entries(texts as Record<string, unknown>).map(([key, message]) => [
        key,
        typeof message === 'function'
          ? (params: MessageParams) => transformAround((message as (params: MessageParams) => string)(params), params, transform)
          : transformTemplate(message as string, transform),
      ]),
    ),
  ]);
  return Object.fromEntries(groups) as CompleteMessages;
}

/**
 * The accented pseudo-locale: every English text accented and 40 % longer ('Search' → '⟦Šéåŕçĥ ŀö⟧'), with English
 * formats. A screen that shows no plain English under it takes all its texts from messages, and one that holds
 * its layout under it holds longer languages. `en-XA` is the pseudo-locale tag Android and Chromium use.
 */
export const pseudo: LocalePack = /* @__PURE__ */ (() => ({
  code: 'en-XA',
  datePatterns,
  messages: transformMessages(englishMessages, accentAndLengthen),
}))();

/**
 * The right-to-left pseudo-locale: every English text mirrored, under `dir="rtl"`, to check a right-to-left
 * language's layout without knowing one. `en-XB` is the bidirectional pseudo-locale tag Android and Chromium use.
 */
export const pseudoRtl: LocalePack = /* @__PURE__ */ (() => ({
  code: 'en-XB',
  direction: 'rtl' as const,
  datePatterns,
  messages: transformMessages(englishMessages, mirror),
}))();
