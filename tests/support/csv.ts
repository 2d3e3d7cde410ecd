/**
 * The tests' own reader of the app's CSV files (D23: `;`, RFC 4180 quotes, CRLF line ends), so a
 * file the app writes is checked by a parser that is not the app's writer.
 */

/** The lines of `text` (no BOM) as unquoted fields; a last line without CRLF counts too. */
export function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      line.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || line.length > 0) {
    line.push(field);
    lines.push(line);
  }
  return lines;
}
