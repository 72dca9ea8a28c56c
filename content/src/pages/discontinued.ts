import { document, link, portableText, section } from '@/content/src/lib/documents';

// spec 2: /discontinued-5.2.2, where the release-redirect rule sends visitors of the withdrawn 5.2.2
// (content/src/releases.ts), one document per language.

const PATH = '/discontinued-5.2.2';

export const discontinuedPages = [
  document(
    {
      _id: 'page-discontinued-5-2-2-en',
      _type: 'page',
      path: PATH,
      language: 'en',
      sections: [
        section('hero', 'hero', {
          heading: 'Remapper 5.2.2 has been withdrawn',
          text: 'We took version 5.2.2 off the download page three weeks after it came out. If you still run it, update to the latest version: it is free, and your licence and configs come with you.',
          primaryAction: link('Download', '/download'),
          secondaryAction: link('Release notes', '/releases'),
        }),
        section('richText', 'details', {
          body: portableText(`
## Why 5.2.2 was withdrawn

Version 5.2.2 shipped a new virtual controller driver to make controllers show up faster at start-up. On some Windows 11 PCs, and with a few games that run anti-cheat software, that driver made the virtual Xbox 360 and DualShock 4 controllers disappear in the middle of a game. Reinstalling did not always help, and for some players Remapper then asked to activate the PC again.

We could not fix the driver quickly without risking other PCs, so we stopped offering 5.2.2 and went back to the driver of 5.2.1. Version 5.3.0 brought the fix to everyone, together with activators, gyro aiming and three zones for sticks and triggers.

## What to install instead

Install the **latest version** from the [download link](/download). It installs over 5.2.2, keeps your configs and restores the virtual controller driver. You do not need to uninstall anything first.

- Remapper runs on Windows 10 or 11, 64-bit, on Intel/AMD x64 or ARM64 processors.
- It needs 4 GB of RAM, 90 MB of free disk space, DirectX 9 or later and .NET Framework 4.7.2 or later.
- Activation needs an internet connection; playing does not.

If you prefer to stay on the 5.x series, 5.3.0 and every later version are safe. The [release notes](/releases) list what changed in each one.

## Your legacy licence keeps working

A legacy licence bought before subscriptions and lifetime access existed stays valid. Enter the same serial number in the new version and it activates as before.

- A legacy licence can be used next to a subscription in the same account.
- Upgrading a legacy licence to lifetime access is optional: it replaces the licence with lifetime access for up to 3 PCs.
- The free switch offer from legacy licences to lifetime access has ended, but nothing changes for a licence you keep.

If activation still fails after the update, [write to us](/help) with your serial number and we will sort it out.
`),
        }),
      ],
    },
    { createdAt: '2023-08-29T10:00:00Z', updatedAt: '2025-06-02T09:00:00Z' },
  ),
  document(
    {
      _id: 'page-discontinued-5-2-2-zh_CN',
      _type: 'page',
      path: PATH,
      language: 'zh_CN',
      sections: [
        section('hero', 'hero', {
          heading: 'Remapper 5.2.2 已撤回',
          text: '5.2.2 版发布三周后，我们就将其从下载页面撤下。如果您仍在使用这个版本，请更新到最新版本：更新免费，许可证和配置都会保留。',
          primaryAction: link('下载', '/download'),
          secondaryAction: link('版本说明', '/releases'),
        }),
        section('richText', 'details', {
          body: portableText(`
## 为什么撤回 5.2.2

为了让手柄在启动时更快被识别，5.2.2 版附带了新的虚拟手柄驱动。但在部分 Windows 11 电脑上，以及少数带有反作弊程序的游戏中，这个驱动会导致虚拟 Xbox 360 和 DualShock 4 手柄在游戏过程中突然消失。重新安装并不总能解决问题，还有部分玩家在重装后被要求重新激活电脑。

我们无法在不影响其他电脑的前提下迅速修复这个驱动，因此停止提供 5.2.2，并恢复使用 5.2.1 的驱动。随后发布的 5.3.0 版为所有用户带来了修复，同时新增了多种触发方式、体感瞄准，以及摇杆和扳机的 3 区域划分。

## 应该安装哪个版本

请通过[下载链接](/download)安装**最新版本**。它可以直接覆盖安装 5.2.2，保留您的全部配置，并恢复正常的虚拟手柄驱动，无需事先卸载。

- Remapper 适用于 64 位 Windows 10 或 11，支持 Intel/AMD x64 和 ARM64 处理器。
- 需要 4 GB 内存、90 MB 可用磁盘空间、DirectX 9 或更高版本，以及 .NET Framework 4.7.2 或更高版本。
- 激活时需要联网，日常使用则不需要。

如果您希望继续使用 5.x 系列，5.3.0 及之后的所有版本都可以放心安装。各版本的变化请查看[版本说明](/releases)。

## 旧版许可证继续有效

在订阅和终身授权推出之前购买的旧版许可证依然有效。在新版本中输入相同的序列号，即可像以前一样激活。

- 旧版许可证可以与同一账户中的订阅同时使用。
- 是否把旧版许可证升级为终身授权由您决定：升级后，旧版许可证将被终身授权取代，最多可用于 3 台电脑。
- 旧版许可证免费转换为终身授权的活动已经结束，但您保留的许可证不受任何影响。

如果更新后仍无法激活，请带上序列号[联系我们](/help)，我们会帮您解决。
`),
        }),
      ],
    },
    { createdAt: '2023-08-29T10:00:00Z', updatedAt: '2025-06-02T09:00:00Z' },
  ),
];
