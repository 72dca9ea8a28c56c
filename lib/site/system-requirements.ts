// spec 9: what a PC needs to run Remapper, as [label, value] rows in English. The Studio starts a new
// system requirements section with them and the bundled pages show them.
export const SYSTEM_REQUIREMENTS = [
  ['Operating system', 'Windows 10 or 11, 64-bit'],
  ['Processor', 'Intel/AMD x64 or ARM64'],
  ['Disk space', '90+ MB free'],
  ['Memory', '4 GB RAM'],
  ['Graphics', 'DirectX 9+'],
  ['Framework', '.NET Framework 4.7.2+'],
  ['Internet', 'A connection for activation'],
] as const;
