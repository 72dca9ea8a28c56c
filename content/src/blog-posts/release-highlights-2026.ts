import type { BlogPostSource } from '@/content/src/blog';

export const releaseHighlights2026: BlogPostSource = {
  slug: 'release-highlights-2026',
  publishedAt: '2026-09-29T15:00:00Z',
  author: 'tomasz',
  en: {
    title: 'Release highlights: what changed in Remapper this year',
    excerpt:
      'Native ARM64 builds, a faster desktop overlay, a better radial menu and a companion app that does more. A tour of this year\'s releases in one place.',
    body: `
## A year of releases in one post

We ship small updates often, and the full list of changes lives in the [release notes](/releases). This post collects the highlights of the year for everyone who does not read changelogs for fun.

## Native on ARM64

Remapper now runs natively on Windows PCs with ARM64 processors. Look for the **Download for ARM** button on the download page. The ARM64 build has every feature of the x64 one, including the virtual Xbox 360, Xbox One and DS4 controllers, and it uses noticeably less battery on laptops than running the x64 build under emulation.

The system requirements are unchanged: Windows 10 or 11, 64-bit, on an Intel or AMD x64 or an ARM64 processor, with 4 GB of RAM, 90 MB of free disk space, DirectX 9 or later, .NET Framework 4.7.2 or later, and an internet connection to activate.

## A quicker desktop overlay

The desktop overlay, which shows the active config, slot and layer on top of your game, now opens faster and uses less memory. You can pin it to any corner of the screen and choose how long it stays visible after a switch.

## Radial menu improvements

The radial menu can now hold macros and commands, not just single keys, and it remembers the last item you picked, so a quick flick of the stick repeats it. Players who map building menus and hotbars to a radial menu told us this saves them the most time.

## The companion app does more

The mobile companion app for Android 6.0+ and iOS 14.0+ can now switch slots and configs on the PC from your phone, which is handy when the controller is across the room or in someone else's hands.

## Community configs, easier to find

Shared configs can now be searched by game and by controller, so it is quicker to find a layout made for your DualSense in your favourite game, and to share yours with other players.

## Thank you

Most of these changes started as messages from you: on the forum, through the help form, and in the community. Keep them coming. If you have not tried Remapper yet, the free trial runs for 7 days on up to 2 PCs with every feature included.
`,
  },
  zh_CN: {
    title: '版本亮点：Remapper 今年的变化',
    excerpt: '原生 ARM64 版本、更快的桌面悬浮窗、更好用的轮盘菜单，以及功能更多的手机助手应用。一篇文章带您回顾今年的所有版本。',
    body: `
## 一篇文章看完一年的更新

我们经常发布小更新，完整的改动列表见 [版本说明](/releases)。这篇文章为不爱读更新日志的各位整理了今年的亮点。

## 原生支持 ARM64

Remapper 现在可以在搭载 ARM64 处理器的 Windows 电脑上原生运行。请在下载页面找到 **Download for ARM** 按钮。ARM64 版本拥有 x64 版本的全部功能，包括虚拟 Xbox 360、Xbox One 和 DS4 手柄；与在模拟环境中运行 x64 版本相比，在笔记本电脑上明显更省电。

系统要求保持不变：64 位 Windows 10 或 11，Intel 或 AMD x64 处理器或 ARM64 处理器，4 GB 内存，90 MB 可用磁盘空间，DirectX 9 或更高版本，.NET Framework 4.7.2 或更高版本，激活时需要联网。

## 更快的桌面悬浮窗

桌面悬浮窗会在游戏画面上显示当前的配置、配置槽和 Shift 层，现在它打开更快，占用内存更少。您可以把它固定在屏幕任意一角，并设置切换后显示多长时间。

## 轮盘菜单改进

轮盘菜单现在除了单个按键，还可以放入宏和命令；它还会记住您上次选择的项目，轻拨一下摇杆就能重复。把建造菜单和快捷栏放进轮盘菜单的玩家告诉我们，这项改进为他们节省的时间最多。

## 手机助手应用功能更多

适用于 Android 6.0 及以上和 iOS 14.0 及以上的手机助手应用，现在可以直接在手机上切换电脑中的配置槽和配置。当手柄在房间另一头或在别人手里时，这非常方便。

## 社区配置更好找

共享配置现在可以按游戏和手柄搜索，能更快找到别人为您心爱的游戏和 DualSense 做好的布局，也更方便把您的配置分享给其他玩家。

## 感谢大家

这些改动大多源于您的来信：来自论坛、帮助表单和社区。请继续告诉我们您的想法。如果您还没用过 Remapper，现在就可以免费试用 7 天，最多 2 台电脑，包含全部功能。
`,
  },
};
