import type { BlogPostSource } from '@/content/src/blog';

export const macrosForMmos: BlogPostSource = {
  slug: 'macros-for-mmos',
  publishedAt: '2024-09-10T14:00:00Z',
  author: 'lin',
  en: {
    title: 'Macros for MMOs: fewer keystrokes, same skill',
    excerpt:
      'Turn the repetitive parts of an MMO into single button presses, play from the couch with a controller, and stay on the right side of the game\'s rules.',
    body: `
## Where macros help, and where they do not

MMOs are full of small rituals: buff before the pull, eat, drink, mount up, open the bags, sell the grey items. None of it is hard, but over a long evening it adds up to thousands of presses. A macro plays a recorded sequence of inputs when you press one button, and it is the natural tool for exactly these rituals.

What a macro should not do is play the game for you. Most MMOs forbid automation that acts while you are away or that reacts faster than a person could. Read your game's rules before you build anything, and keep every macro to **one press, one short sequence**. That is also what makes macros pleasant to use: predictable, and always under your control.

## Build your first macro

1. Open the [macro editor](/macro-controller) and start a new macro.
2. Record the sequence, or add the steps by hand: key presses, mouse clicks, controller buttons and pauses.
3. Set the pauses deliberately. Many games ignore a second key that arrives in the same frame as the first, so a pause of 30 to 50 ms between steps makes a macro reliable.
4. Put the macro on a button and choose its activator: a single press for most macros, a long press for the ones you do not want to fire by accident.

## Ideas that stay fair

- **Mount and go:** dismiss the current target, mount up and start auto-run, from one button.
- **Vendor trip:** open the vendor, then the bags, so your hands are already in place.
- **Buff routine outside combat:** the three buffs you cast before every dungeon, with the pauses each cast needs.
- **Chat and emotes:** type a greeting or a ready check, so you do not have to put the controller down.

Each of these saves presses without making a decision for you.

## Play an MMO from the couch

A controller gives you about sixteen buttons. With [shift layers](/blog/post/shift-layers-explained) and the six activator types (single, double, triple and long press, start and release) the same controller reaches well over a hundred actions. A layout that players like:

- Face buttons for the four most used abilities.
- The same face buttons with the left bumper held for the next four.
- The same with the right bumper held for consumables and macros.
- The touchpad or a stick click for targeting.

## Share what works

Community configs are a good starting point. Download a config made for your game, adjust the timings to your connection, and share your improved version with other players.
`,
  },
  zh_CN: {
    title: 'MMO 中的宏：少按几次键，技术不打折',
    excerpt: '把 MMO 里重复的操作变成一次按键，窝在沙发上用手柄玩，同时遵守游戏规则。',
    body: `
## 宏适合做什么，不适合做什么

MMO 里充满了各种小仪式：开怪前上增益、吃喝回复、上坐骑、打开背包、卖掉灰色物品。这些操作都不难，但一个晚上下来就是成千上万次按键。宏可以在您按下一个键时播放一段录好的输入序列，正是处理这些重复操作的合适工具。

宏不应该替您玩游戏。大多数 MMO 都禁止在玩家离开时自动执行操作，或反应速度超出常人的自动化。动手之前请先阅读游戏规则，并让每个宏保持 **按一次、执行一小段**。这样的宏也最好用：结果可预期，始终由您掌控。

## 制作第一个宏

1. 打开 [宏编辑器](/macro-controller)，新建一个宏。
2. 录制操作序列，或手动添加步骤：键盘按键、鼠标点击、手柄按键和停顿。
3. 认真设置停顿。很多游戏会忽略与上一个按键在同一帧到达的第二个按键，所以在步骤之间留 30 到 50 毫秒的停顿，宏会更可靠。
4. 把宏绑定到一个按键并选择触发方式：大多数宏用单击，不希望误触的宏用长按。

## 不越界的宏创意

- **一键上马出发：** 取消当前目标、召唤坐骑并开始自动奔跑。
- **找商人：** 打开商人界面，再打开背包，双手已经就位。
- **战斗外的增益流程：** 每次进副本前都要放的三个增益技能，每次施放之间留足所需的停顿。
- **聊天和表情：** 发送问候或就位确认，不用放下手柄去打字。

这些宏都能省下按键，但不会替您做决定。

## 在沙发上玩 MMO

一个手柄大约有十六个按键。配合 [Shift 层](/blog/post/shift-layers-explained) 和 6 种触发方式（单击、双击、三击、长按、按下和松开），同一个手柄可以覆盖上百个操作。玩家们喜欢的一种布局：

- 四个面键放最常用的四个技能。
- 按住左肩键时，同样的面键对应接下来的四个技能。
- 按住右肩键时，面键对应消耗品和宏。
- 触控板或摇杆按下用于选择目标。

## 分享好用的配置

社区中的共享配置是很好的起点。下载别人为同一款游戏制作的配置，按您的网络情况调整时间间隔，再把改进后的版本分享给其他玩家。
`,
  },
};
