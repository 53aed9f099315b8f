/** 'JBSWY3DPEHPK3PXP' in groups of four: 'JBSW Y3DP EHPK 3PXP', easier to read and type. */
export function groupText(value: string, size = 4): string[] {
  const compact = value.replace(/\s+/g, '');
  const groups: string[] = [];
  for (let start = 0; start < compact.length; start += size) {
    groups.push(compact.slice(start, start + size));
  }
  return groups;
}
