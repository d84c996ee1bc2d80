// How a course is named wherever people read it: "Diploma in Computer
// Applications (DCA)". Some catalogue names already end in their code
// ("Nursery Teacher Training (NTT)"); those are not given it twice.
export function courseLabel(name: string, code: string): string {
  return name.includes(`(${code})`) ? name : `${name} (${code})`;
}
