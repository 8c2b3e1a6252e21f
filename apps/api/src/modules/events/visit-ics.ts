/**
 * The few lines of RFC 5545 a visit's reminder needs: one VEVENT in a VCALENDAR, instants in UTC,
 * text escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets with CRLF.
 */

export interface IcsVisit {
  /** Stable across reminders of the same visit, so a calendar updates it instead of adding a copy. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string;
}

/** 20261210T140000Z */
export function icsInstant(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function visitIcs(v: IcsVisit): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrina//Agenda//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(v.uid)}`,
    `DTSTAMP:${icsInstant(v.stamp)}`,
    `DTSTART:${icsInstant(v.start)}`,
    `DTEND:${icsInstant(v.end)}`,
    `SUMMARY:${icsText(v.summary)}`,
    ...(v.location ? [`LOCATION:${icsText(v.location)}`] : []),
    `DESCRIPTION:${icsText(v.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
