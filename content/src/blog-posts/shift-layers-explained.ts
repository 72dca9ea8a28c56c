import type { BlogPostSource } from '@/content/src/blog';

export const shiftLayersExplained: BlogPostSource = {
  slug: 'shift-layers-explained',
  publishedAt: '2024-05-21T09:30:00Z',
  author: 'mira',
  en: {
    title: 'Shift layers explained: twice the buttons without a bigger controller',
    excerpt:
      'Hold one button and every other button does something new. How shift layers work, when to use them, and the mistakes that make them feel awkward.',
    body: `
## The problem shift layers solve

A modern gamepad has around sixteen buttons. A role-playing game or a flight simulator can easily ask for forty actions. You can squeeze some of them into radial menus or double taps, but sooner or later you run out of thumbs.

A shift layer is the answer keyboards found decades ago: a modifier. While you hold the shift button, every other button switches to a second set of actions. Release it, and the controller is back to normal. It is the same idea as *Shift* turning \`a\` into \`A\`.

## How they work in Remapper

Every config can have up to **4 shift layers**. Each layer is a full copy of the controller's mappings that you fill in only where you need it. Any button you leave empty on a layer keeps doing what it does on the main layer, so you never have to map everything twice.

You choose what activates a layer:

- **Hold:** the layer is on while the button is held. Best for quick combinations like *hold LB, press A*.
- **Toggle:** one press turns the layer on, the next turns it off. Useful for a "building mode" or a "vehicle mode" that lasts a while.
- **A shortcut of 2 to 4 buttons** pressed together, when you do not want to give up a whole button.

## A layout that works

For an action RPG, a comfortable start is:

1. Keep the main layer for moving, attacking, dodging and interacting.
2. Put potions, quick-slot items and the map on a layer held with the left bumper.
3. Put rarely used menus (journal, crafting, photo mode) on a second layer held with the right bumper.

Your thumbs stay where they are; your index fingers pick the layer.

## Common mistakes

- **Shifting with a button you also need in combat.** If the left bumper is your block, do not make it a shift button too. Use a back paddle or a stick click instead.
- **Putting the same action on several layers.** It feels handy at first and confusing a week later.
- **Building every layer on day one.** A config can hold 4 layers, but muscle memory grows one layer at a time. Start with one, play with it for a few evenings, and add the next only when the first feels natural.

## Going further

Shift layers combine with slots, macros and rapid fire. A layer can hold a macro, and a slot can hold a whole set of layers for another game. The [advanced mapping page](/advanced-controller-mapping) shows how they fit together.
`,
  },
  zh_CN: {
    title: 'Shift 层详解：不换大手柄，按键翻一倍',
    excerpt: '按住一个键，其余每个键都换成新功能。本文介绍 Shift 层的原理、适用场景，以及让它用起来别扭的常见错误。',
    body: `
## Shift 层要解决的问题

一个现代手柄大约有十六个按键，而一款角色扮演游戏或飞行模拟游戏动辄需要四十个操作。您可以把一部分塞进轮盘菜单或双击里，但拇指迟早不够用。

Shift 层借用了键盘几十年前就找到的办法：修饰键。按住 Shift 键时，其余所有按键都切换到第二套功能；松开后，手柄恢复原样。这就像键盘上的 *Shift* 把 \`a\` 变成 \`A\`。

## 在 Remapper 中如何运作

每套配置最多可以有 **4 个 Shift 层**。每一层都是手柄映射的完整副本，只需在需要的地方填写。某个按键在该层留空时，会沿用主层的功能，所以不必把所有映射都做两遍。

您可以自行选择激活 Shift 层的方式：

- **按住：** 按住按键期间该层生效。最适合“按住 LB 再按 A”这类快速组合。
- **切换：** 按一次开启，再按一次关闭。适合持续一段时间的“建造模式”或“载具模式”。
- **由 2 到 4 个按键组成的快捷键** 同时按下，适合不想专门占用一个按键的情况。

## 一套好用的布局

以动作角色扮演游戏为例，可以这样起步：

1. 主层负责移动、攻击、闪避和互动。
2. 药水、快捷栏物品和地图放在按住左肩键激活的一层。
3. 不常用的菜单（日志、制作、拍照模式）放在按住右肩键激活的第二层。

拇指不用离开原位，由食指来选择层。

## 常见错误

- **用战斗中也要用的键做 Shift 键。** 如果左肩键是格挡，就别再让它兼任 Shift 键，改用背键或摇杆按下。
- **在多个层放同一个操作。** 一开始觉得顺手，一周后就会搞混。
- **第一天就把所有层都建好。** 一套配置最多可有 4 层，但肌肉记忆只能一层一层地养成。先从一层开始，玩上几个晚上，等它变得自然了再加下一层。

## 更进一步

Shift 层可以和配置槽、宏、连发组合使用：一层里可以放一个宏，一个配置槽可以为另一款游戏保存整套 Shift 层。[高级映射页面](/advanced-controller-mapping) 介绍了它们如何配合。
`,
  },
};
