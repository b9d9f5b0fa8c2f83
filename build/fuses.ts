import path from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses';
import type { AfterPackContext } from 'electron-builder';

/**
 * The fuses every packaged Sidetable ships with: the binary cannot be turned into a plain Node
 * (RunAsNode, NODE_OPTIONS, --inspect off) and only loads our own, integrity-checked app.asar.
 */
export function fuseConfig(platform: string, arch: string): FuseV1Config {
  return {
    version: FuseVersion.V1,
    // Flipping fuses breaks the ad-hoc signature of an unsigned arm64 macOS build; re-sign it.
    resetAdHocDarwinSignature: platform === 'darwin' && arch === 'arm64',
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}

/** Where electron-builder left the Electron binary it packed, per platform. */
export function packedElectronBinary(appOutDir: string, platform: string, productFilename: string, executableName: string): string {
  if (platform === 'darwin' || platform === 'mas') return path.join(appOutDir, `${productFilename}.app`);
  if (platform === 'win32') return path.join(appOutDir, `${productFilename}.exe`);
  return path.join(appOutDir, executableName);
}

const archNames: Record<number, string> = { 0: 'ia32', 1: 'x64', 2: 'armv7l', 3: 'arm64', 4: 'universal' };

/** electron-builder afterPack hook: flip the fuses on the packed binary before it is signed. */
export async function flipFusesAfterPack(context: AfterPackContext): Promise<void> {
  const platform = context.electronPlatformName;
  // Only the Linux packager names its executable separately from the product.
  const packager = context.packager as typeof context.packager & { executableName?: string };
  const productFilename = packager.appInfo.productFilename;
  const binary = packedElectronBinary(context.appOutDir, platform, productFilename, packager.executableName ?? productFilename);
  await flipFuses(binary, fuseConfig(platform, archNames[context.arch] ?? 'x64'));
}
