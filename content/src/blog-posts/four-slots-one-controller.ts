import type { BlogPostSource } from '@/content/src/blog';

export const fourSlotsOneController: BlogPostSource = {
  slug: 'four-slots-one-controller',
  publishedAt: '2026-05-12T10:30:00Z',
  author: 'mira',
  en: {
    title: 'Four slots, one controller: switching layouts in the middle of a game',
    excerpt:
      'Slots keep up to four complete layouts on one controller and switch between them with a shortcut. Here is how to plan them so switching feels natural.',
    body: `
## Configs, slots and layers: what is the difference?

Players often ask us how slots differ from configs and from shift layers. The short version:

- A **config** is everything Remapper does with a device in a game. Autodetect picks the config when the game starts.
- A **slot** is a complete layout inside a config. A config holds **up to 4 slots**, and you switch between them while you play.
- A **shift layer** is a temporary second set of actions that lasts while you hold a button. Each slot can have its own [shift layers](/blog/post/shift-layers-explained).

So a slot is the tool for "this part of the game plays differently", and a layer is the tool for "I need a few more buttons right now".

## Switching slots

You switch slots with a shortcut of **1 to 3 buttons**. A single button is quickest but costs you a button; a combination of two or three buttons pressed together is free, because you would never press it by accident. Popular choices:

- *Back + D-pad direction*: four directions, four slots, easy to remember.
- *Both stick clicks together* to cycle to the next slot.
- A spare paddle on an Elite controller, if you have one.

## Planning slots for one game

Think in situations rather than in buttons. In an open-world game, for example:

1. **On foot:** the everyday layout.
2. **Driving:** throttle and brake on the triggers, the handbrake on a face button, the camera on the right stick.
3. **Flying:** the sticks mapped for pitch, roll and yaw, with the throttle on the triggers.
4. **Photo mode and menus:** the right stick as a mouse, the touchpad or the face buttons for the clicks.

Each slot starts as a copy of the first, so you only change what differs.

## Planning slots across games

Slots also help when one config serves several games. A config for old arcade-style games can hold one slot per game, and a config for the desktop can hold one slot for browsing, one for media and one for presentations.

## Know where you are

The more slots you use, the more it matters to know which one is active. Give every slot a clear name, and keep the first slot as your "home": if you are ever lost, switching back to slot 1 returns everything to normal.

## Try it

Slots are part of every plan, including the free 7-day trial. The [advanced mapping page](/advanced-controller-mapping#four-slots) shows the slot editor in detail.
`,
  },
  zh_CN: {
    title: '一个手柄，四个配置槽：在游戏中随时切换布局',
    excerpt: '配置槽可以在一个手柄上保存最多四套完整布局，并通过快捷键切换。本文介绍如何规划配置槽，让切换变得自然。',
    body: `
## 配置、配置槽和 Shift 层有什么区别？

玩家经常问我们，配置槽和配置、Shift 层有什么不同。简单来说：

- **配置** 是 Remapper 在某款游戏中对某个设备所做的全部设置。游戏启动时，自动识别会选中对应的配置。
- **配置槽** 是配置中的一套完整布局。每套配置最多有 **4 个配置槽**，可以在游戏过程中随时切换。
- **Shift 层** 是按住某个键期间临时生效的第二套操作。每个配置槽都可以有自己的 [Shift 层](/blog/post/shift-layers-explained)。

所以，“游戏的这一部分玩法不同”时用配置槽，“此刻需要多几个按键”时用 Shift 层。

## 切换配置槽

切换配置槽使用由 **1 到 3 个按键** 组成的快捷键。单个按键最快，但要占用一个键；两三个键同时按下的组合则不占用按键，因为平时不会误按。常见的选择：

- *Back + 方向键*：四个方向对应四个配置槽，好记。
- *同时按下两个摇杆* 切换到下一个配置槽。
- 如果您有 Elite 手柄，可以用一个空闲的背键。

## 为一款游戏规划配置槽

按场景来思考，而不是按按键。以开放世界游戏为例：

1. **步行：** 日常布局。
2. **驾驶：** 扳机负责油门和刹车，面键放手刹，右摇杆控制视角。
3. **飞行：** 摇杆映射俯仰、横滚和偏航，扳机控制油门。
4. **拍照模式和菜单：** 右摇杆当鼠标，用触控板或面键点击。

每个配置槽都从第一个配置槽复制而来，只需修改不同的部分。

## 跨游戏规划配置槽

当一套配置服务于多款游戏时，配置槽同样好用。比如为老式街机风格游戏准备的配置，可以每款游戏占一个配置槽；桌面配置则可以分别为浏览网页、播放媒体和演示文稿各准备一个配置槽。

## 随时知道自己在哪一层

配置槽用得越多，就越需要清楚当前是哪一个。给每个配置槽起一个清楚的名字，并把第一个配置槽当作“大本营”：一旦搞不清状况，切回 1 号配置槽就一切恢复正常。

## 动手试试

所有套餐都包含配置槽功能，7 天免费试用也不例外。[高级映射页面](/advanced-controller-mapping#four-slots) 详细介绍了配置槽编辑器。
`,
  },
};
