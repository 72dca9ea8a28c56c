import type { BlogPostSource } from '@/content/src/blog';

export const rapidFireTurboAndToggle: BlogPostSource = {
  slug: 'rapid-fire-turbo-and-toggle',
  publishedAt: '2025-04-15T08:45:00Z',
  author: 'mira',
  en: {
    title: 'Rapid fire: when to use Turbo and when to use Toggle',
    excerpt:
      'Turbo repeats a button while you hold it; Toggle holds it down for you until you press again. What each mode is for, and how to set the speed.',
    body: `
## Two modes, two different problems

Rapid fire in Remapper comes in two modes, and they solve opposite problems.

- **Turbo** repeats a press for as long as you hold the button. Hold it, and the game sees press, release, press, release, at the rate you choose.
- **Toggle** turns a button into a switch. Press it once and the game sees the button held down; press it again and it is released.

Both are about saving your hands, not about doing what a person cannot. Many games include their own "hold to repeat" or "toggle sprint" options, and rapid fire simply gives you the same comfort in games that forgot them.

## What Turbo is good for

- **Dialogue and menus:** hold a button to skip through lines you have already read, instead of tapping it fifty times.
- **Semi-automatic weapons in single-player games:** hold the trigger and let Turbo fire at a steady rhythm.
- **Button-mashing events:** quick-time events that ask for frantic tapping, which are hard on the thumbs and on the controller.

Set the rate with care. Many games read input once per frame, so a rate that is too fast makes presses merge and the game sees fewer of them, not more. Start around 10 presses per second and adjust from there.

## What Toggle is good for

- **Sprint and crouch** in games without a toggle option.
- **Holding a gas pedal** in long drives, so your trigger finger can rest.
- **Accessibility:** players who find it painful to hold a button for long can turn any hold into two short presses.

Toggle pairs well with a visible cue. If a game does not show whether you are crouching, map the toggle to a button you will not press by accident.

## Put rapid fire where it belongs

Rapid fire is a property of one mapping, not of the whole controller. You can turn it on:

- for a single button in one config, for example the interaction button in a game heavy on dialogue;
- on a [shift layer](/blog/post/shift-layers-explained) only, so the same button repeats only while you hold a modifier;
- with a long press as the activator, so a short tap stays a short tap.

## Play fair

In multiplayer games, check the rules before you use any form of automatic repetition. Some competitive games forbid it, and a good setup is one you never have to worry about. For everything else, rapid fire is one of the quickest ways to make a long session easier on your hands. See how it fits with the rest on the [advanced mapping page](/advanced-controller-mapping#rapid-fire).
`,
  },
  zh_CN: {
    title: '连发功能：何时用 Turbo，何时用 Toggle',
    excerpt: 'Turbo 会在您按住按键时不断重复；Toggle 则替您一直按住，直到再按一次。介绍两种模式的用途以及如何设置速度。',
    body: `
## 两种模式，解决两种不同的问题

Remapper 的连发功能有两种模式，解决的问题恰好相反。

- **Turbo（连发）** 在您按住按键期间不断重复按下。按住不放，游戏收到的就是“按下、松开、按下、松开”，频率由您设定。
- **Toggle（按住锁定）** 把按键变成开关。按一次，游戏认为该键一直被按住；再按一次才松开。

两者都是为了让双手轻松一些，而不是去做人做不到的事。很多游戏自带“按住重复”或“切换冲刺”选项，连发功能只是在缺少这些选项的游戏里为您补上同样的便利。

## Turbo 适合做什么

- **对话和菜单：** 按住一个键快速跳过已经读过的台词，不必连按五十次。
- **单人游戏中的半自动武器：** 按住扳机，让 Turbo 以稳定的节奏射击。
- **狂按按键的环节：** 要求疯狂连按的快速反应事件，既累拇指又伤手柄。

速度要谨慎设置。很多游戏每帧只读取一次输入，频率太快反而会让几次按键合并，游戏收到的次数更少。建议从每秒 10 次左右开始，再慢慢调整。

## Toggle 适合做什么

- 在没有切换选项的游戏中 **冲刺和下蹲**。
- 长途驾驶时 **保持油门**，让扣扳机的手指歇一歇。
- **无障碍需求：** 长时间按住按键会感到疼痛的玩家，可以把任何“按住”变成两次短按。

Toggle 最好搭配明显的提示。如果游戏不显示您是否处于下蹲状态，请把 Toggle 映射到不容易误触的按键上。

## 把连发放在合适的位置

连发是某一条映射的属性，而不是整个手柄的设置。您可以这样开启：

- 只对一套配置中的某个按键开启，例如对话很多的游戏里的互动键；
- 只在某个 [Shift 层](/blog/post/shift-layers-explained) 上开启，按住修饰键时同一个按键才会连发；
- 以长按作为触发方式，这样轻点仍然只算一次。

## 公平游戏

在多人游戏中使用任何形式的自动重复之前，请先查看游戏规则。有些竞技游戏明确禁止，好的设置应该让您完全不必为此担心。除此之外，连发是让长时间游戏更省力的最快方法之一。在 [高级映射页面](/advanced-controller-mapping#rapid-fire) 了解它如何与其他功能配合。
`,
  },
};
