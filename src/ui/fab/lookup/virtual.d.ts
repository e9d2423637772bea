/** The FaB lookup rows, made at build time (scripts/fabCards.ts). */
declare module 'virtual:fab-cards' {
  const rows: readonly import('./cardData.ts').FabCardRow[];
  export default rows;
}
