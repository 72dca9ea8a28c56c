import { COMMUNITY_DEVICES, type CommunityDevice } from '@/lib/community/devices';
import { document, keyed, portableText, section } from '@/content/src/lib/documents';

// /community (spec 2): shared configs, the forum, YouTube, and links to the shared configs of each
// gamepad of the spec's closed list (/community/configs/gamepad/{device}, named only in link text).

const DEVICE_LABELS: Record<CommunityDevice, { en: string; zh: string }> = {
  dualshock4: { en: 'DualShock 4 configs', zh: 'DualShock 4 配置' },
  dualshock3: { en: 'DualShock 3 configs', zh: 'DualShock 3 配置' },
  steam: { en: 'Steam Controller configs', zh: 'Steam 手柄配置' },
  xbox_elite: { en: 'Xbox Elite configs', zh: 'Xbox 精英手柄配置' },
  nintendo: { en: 'Nintendo Switch Pro configs', zh: 'Switch Pro 手柄配置' },
  'joy-con': { en: 'Joy-Con configs', zh: 'Joy-Con 配置' },
  nvidia_shield: { en: 'NVIDIA SHIELD configs', zh: 'NVIDIA SHIELD 手柄配置' },
};

const deviceItems = (language: 'en' | 'zh') =>
  keyed(
    COMMUNITY_DEVICES.map((device) => ({
      key: device,
      _type: 'deviceLink' as const,
      device,
      label: DEVICE_LABELS[device][language],
    })),
  );

export const communityPages = [
  document({
    _id: 'page-community-en',
    _type: 'page',
    path: '/community',
    language: 'en',
    sections: [
      section('hero', 'hero', {
        heading: 'Play with the layouts other players perfected',
        text: 'Somebody has probably already mapped your controller for the game you are about to play. Take their config, make it yours, and share what you improve.',
      }),
      section('richText', 'shared-configs', {
        body: portableText(`
## Shared configs

A config is a complete Remapper setup for one game and one controller: the mappings, the slots, the shift layers, the macros and the stick zones. Players share thousands of them, so you rarely have to start from an empty layout.

- **Find one in the program.** Remapper lists the community configs for the controller you have connected and the game it has detected. Apply one in a click and try it straight away.
- **Make it yours.** A config you apply is your own copy: change a button, add a macro, and nothing changes for the author.
- **Share it back.** Publish your config with a short description and a few tags, and other players can find it, rate it and build on it.

You can also browse the configs of one controller on the web:
`),
      }),
      section('deviceLinks', 'devices', {
        heading: 'Configs by controller',
        intro: 'Shared configs for the most popular controllers, sorted by game.',
        items: deviceItems('en'),
      }),
      section('richText', 'forum-youtube', {
        body: portableText(`
## The forum

The [Remapper forum](https://forum.remapper.app) is where players help each other. Ask how to map a tricky game, show off a config, suggest a feature or report a problem with a detailed description: the developers read it too, and many features of Remapper started as a forum thread.

## YouTube

On the [Remapper YouTube channel](https://www.youtube.com/@remapper) we show the program in action: setup guides for each controller, walkthroughs of features such as the radial menu, gyro and rapid fire, and what is new in every release. Subscribe to see new videos as they come out.
`),
      }),
    ],
  }),
  document({
    _id: 'page-community-zh_CN',
    _type: 'page',
    path: '/community',
    language: 'zh_CN',
    sections: [
      section('hero', 'hero', {
        heading: '直接用上其他玩家打磨好的布局',
        text: '您正准备玩的游戏，很可能已经有人为您的手柄做好了映射。拿来他们的配置，改成您的习惯，再把改进分享出去。',
      }),
      section('richText', 'shared-configs', {
        body: portableText(`
## 共享配置

一份配置就是针对一款游戏、一个手柄的完整 Remapper 设置：映射、配置槽、Shift 层、宏和摇杆区域都包含在内。玩家们已经分享了成千上万份配置，您很少需要从空白布局开始。

- **在程序里查找。** Remapper 会根据您连接的手柄和检测到的游戏，列出社区中的相关配置。点一下即可应用，马上就能试。
- **改成自己的。** 应用后的配置是您自己的副本：改一个按键、加一个宏，都不会影响原作者。
- **再分享出去。** 为配置写一段简短说明、加几个标签后发布，其他玩家就能找到它、评分，并在此基础上继续改进。

您也可以在网页上按手柄浏览配置：
`),
      }),
      section('deviceLinks', 'devices', {
        heading: '按手柄浏览配置',
        intro: '最受欢迎的几款手柄的共享配置，按游戏分类。',
        items: deviceItems('zh'),
      }),
      section('richText', 'forum-youtube', {
        body: portableText(`
## 论坛

[Remapper 论坛](https://forum.remapper.app) 是玩家互相帮助的地方。可以请教某款游戏怎么映射，展示自己的配置，提出功能建议，或者详细描述遇到的问题。开发人员也会阅读论坛，Remapper 的不少功能最初就来自论坛里的一个帖子。

## YouTube

在 [Remapper 的 YouTube 频道](https://www.youtube.com/@remapper) 上，我们展示程序的实际使用：各种手柄的设置教程，轮盘菜单、体感和连发等功能的详细讲解，以及每个版本的新内容。订阅频道，新视频发布时第一时间就能看到。
`),
      }),
    ],
  }),
];
