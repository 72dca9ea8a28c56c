import type { BlogPostSource } from '@/content/src/blog';

export const keyboardOnlyGames: BlogPostSource = {
  slug: 'controller-in-games-without-gamepad-support',
  publishedAt: '2025-07-08T16:20:00Z',
  author: 'lin',
  en: {
    title: 'How to play games without gamepad support using a controller',
    excerpt:
      'Some of the best PC games only speak keyboard and mouse. Map sticks to WASD and the mouse, buttons to keys, and play them from the couch.',
    body: `
## Why some games ignore your controller

Plenty of great PC games were built for keyboard and mouse and never learned to read a gamepad: older classics, strategy games, indie gems, browser games and many launchers. Plug in a controller, and nothing happens.

Remapper fixes this from the other side. Instead of teaching the game about controllers, it turns your controller into the keyboard and mouse the game already understands. The game never knows the difference.

## The basic layout

Most keyboard games follow the same pattern, so a first config takes a few minutes:

1. **Left stick to WASD.** Push forward and the game sees \`W\`; push diagonally and it sees \`W\` and \`D\` together.
2. **Right stick to mouse movement** for the camera or the cursor.
3. **Triggers to the mouse buttons:** right trigger for left click, left trigger for right click.
4. **Face buttons to the most used keys:** often \`Space\`, \`E\`, \`R\` and \`F\`.
5. **Start and Back** to \`Esc\` and \`Tab\`.

The [joystick mapper](/joystick-mapper) does the stick work, and it gives you more than a plain on/off key.

## Make the sticks feel right

A stick mapped to keys is either pressed or not, which can feel twitchy. Three settings make a big difference:

- **Dead zone:** how far you push before anything happens. Raise it if your character drifts.
- **Zones:** split the stick into up to 3 zones, for example walk in the inner zone and walk plus \`Shift\` to run in the outer one.
- **Mouse curve:** for the right stick, a curve makes small moves slow and precise and large moves fast.

## Beyond the basics

Keyboard games often have more keys than a controller has buttons. This is where the rest of the toolbox comes in:

- [Shift layers](/blog/post/shift-layers-explained) double the buttons while you hold a modifier.
- A **radial menu** on a stick click puts a whole ring of actions under one thumb, ideal for hotbars and building menus.
- **Macros** handle key sequences like *save, then quick-load*.
- **Autodetect** switches to the right config when the game starts, and back to your desktop config when it closes.

## Share and borrow

Someone has probably mapped your favourite keyboard game already. Look for it among the community configs, load it, and tweak it to your taste. And when you have a layout you are proud of, share it: the next player will thank you.
`,
  },
  zh_CN: {
    title: '如何用手柄玩不支持手柄的游戏',
    excerpt: '很多优秀的电脑游戏只支持键盘和鼠标。把摇杆映射成 WASD 和鼠标、按键映射成键盘，就能窝在沙发上玩。',
    body: `
## 为什么有些游戏不理您的手柄

很多优秀的电脑游戏是为键盘和鼠标设计的，从来不会读取手柄：老牌经典、策略游戏、独立佳作、网页游戏，还有不少启动器都是如此。插上手柄，什么反应也没有。

Remapper 从另一头解决这个问题。它不去教游戏认识手柄，而是把手柄变成游戏本来就能理解的键盘和鼠标。游戏根本察觉不到区别。

## 基础布局

大多数键盘游戏的操作模式大同小异，第一套配置几分钟就能完成：

1. **左摇杆映射为 WASD。** 向前推，游戏收到 \`W\`；斜着推，游戏同时收到 \`W\` 和 \`D\`。
2. **右摇杆映射为鼠标移动**，用于控制视角或光标。
3. **扳机映射为鼠标按键：** 右扳机是左键，左扳机是右键。
4. **面键映射为最常用的按键：** 通常是 \`Space\`、\`E\`、\`R\` 和 \`F\`。
5. **Start 和 Back** 映射为 \`Esc\` 和 \`Tab\`。

摇杆部分交给 [摇杆映射](/joystick-mapper) 处理，它能做的远不止简单的开关按键。

## 让摇杆手感更自然

映射成按键的摇杆只有“按下”和“没按”两种状态，可能显得有些突兀。下面三项设置效果明显：

- **死区：** 推到多远才开始响应。如果角色自己会漂移，就把死区调大。
- **分区：** 把摇杆最多分成 3 个区域，例如内圈是走路，外圈是走路加 \`Shift\` 奔跑。
- **鼠标曲线：** 为右摇杆设置曲线，小幅移动时缓慢精准，大幅移动时快速。

## 基础之外

键盘游戏的按键往往比手柄多。这时就轮到工具箱里的其他功能了：

- [Shift 层](/blog/post/shift-layers-explained) 在按住修饰键时让按键数量翻倍。
- 把 **轮盘菜单** 放在摇杆按下上，一个拇指就能在一整圈操作中选择，非常适合快捷栏和建造菜单。
- **宏** 可以处理“先存档、再快速读档”这类按键序列。
- **自动识别** 在游戏启动时切换到对应配置，游戏关闭后再切回桌面配置。

## 分享与借鉴

您最喜欢的键盘游戏，很可能已经有人做好了映射。在社区共享配置中找一找，载入后按自己的习惯微调。当您做出一套得意的布局时，也请分享出来，下一位玩家会感谢您。
`,
  },
};
