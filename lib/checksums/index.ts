// Norwegian and international identifier checksums.
export * from './kid.ts';
export * from './bban.ts';
export * from './iban.ts';
export * from './fodselsnummer.ts';
