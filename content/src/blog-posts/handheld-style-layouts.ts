import type { BlogPostSource } from '@/content/src/blog';

export const handheldStyleLayouts: BlogPostSource = {
  slug: 'handheld-style-layouts',
  publishedAt: '2026-01-20T13:00:00Z',
  author: 'lin',
  en: {
    title: 'Steam Deck-style layouts for any controller',
    excerpt:
      'Back buttons, a trackpad mouse, gyro that wakes up when you touch a stick: the ideas that make handheld PCs comfortable, rebuilt on the controller you already own.',
    body: `
## What handhelds got right

Handheld gaming PCs had to solve a hard problem: play keyboard-and-mouse games on a device with no keyboard and no mouse. The answers they found are good ones, and none of them really need a handheld. They need a controller and a mapping program.

The three ideas players miss most when they go back to a regular controller are **back buttons**, **a mouse that is always there** and **gyro that switches on only when you want it**. Here is how to rebuild each of them in Remapper.

## Back buttons without paddles

Back buttons let you jump, reload or crouch without taking your thumb off the right stick. If your controller has paddles, like the Xbox Elite or the DualSense Edge, map them directly. If it does not, borrow buttons you rarely press:

- The **stick clicks** are the easiest: map a click to the action, and keep sprint on a double click, one of the six activator types.
- A **long press of a bumper** can act as a fourth shoulder button, while a short press keeps its usual role.
- Controllers with extra buttons, like the DualSense's microphone button or the SHIELD controller with its 28 buttons, have spares built in.

## A mouse that is always there

On a handheld, the trackpad is a mouse you never have to switch to. On a DualShock 4 or a DualSense, the touchpad can do the same job: map its surface to mouse movement and its click to the left mouse button. On controllers without a touchpad, put the mouse on the right stick in a [shift layer](/blog/post/shift-layers-explained) held with a bumper, so the camera stays on the stick the rest of the time.

## Gyro when your thumb says so

The cleverest handheld trick is gyro that turns on when your thumb rests on the right stick, and off when you lift it. Most controllers cannot sense a touch on the stick, but you can get close:

- Enable the gyro while the **left trigger** is held, so it is on whenever you aim.
- Or enable it while the **right stick is pushed slightly**, using the stick's first zone as the switch.

See the [gyro guide](/blog/post/gyro-aiming-guide) for the sensitivity settings.

## Put it together

A handheld-style config for a shooter might look like this: jump and crouch on the stick clicks, the touchpad as a mouse for menus, gyro while the left trigger is held, and a radial menu for the items you use less. Save it as your default, and a plain controller starts to feel like a purpose-built device. If you own several controllers, group up to 4 of them and they share one config.
`,
  },
  zh_CN: {
    title: '为任何手柄打造 Steam Deck 风格的布局',
    excerpt: '背键、触控板鼠标、一碰摇杆就启动的体感：这些让掌机电脑好用的设计，都可以在您现有的手柄上重现。',
    body: `
## 掌机做对了什么

掌上游戏电脑必须解决一个难题：在没有键盘、也没有鼠标的设备上玩键鼠游戏。它们找到的办法都很不错，而且其实并不需要掌机，只需要一个手柄和一款映射软件。

玩家回到普通手柄后最怀念的三点是：**背键**、**随时可用的鼠标**，以及 **只在需要时开启的体感**。下面介绍如何在 Remapper 中逐一重现。

## 没有背键也能有背键

背键让您不用把拇指从右摇杆上移开，就能跳跃、换弹或下蹲。如果您的手柄有背键，比如 Xbox Elite 或 DualSense Edge，直接映射即可。如果没有，就借用平时很少按的按键：

- **摇杆按下** 最方便：把按下映射为该操作，冲刺则改用双击，这是 6 种触发方式之一。
- **长按肩键** 可以当作第四个肩键，短按仍保留原来的功能。
- 有些手柄自带多余的按键，比如 DualSense 的麦克风按键，或拥有 28 个按键的 SHIELD 手柄。

## 随时可用的鼠标

在掌机上，触控板就是一只不用切换的鼠标。DualShock 4 和 DualSense 的触控板也能做到：把触控面映射为鼠标移动，按下映射为鼠标左键。没有触控板的手柄，可以把鼠标放在右摇杆的一个 [Shift 层](/blog/post/shift-layers-explained) 上，按住肩键时生效，其余时间右摇杆仍然控制视角。

## 拇指说了算的体感

掌机上最巧妙的设计，是拇指搭上右摇杆时体感开启，抬起时关闭。大多数手柄无法感知摇杆上的触摸，但可以做到很接近的效果：

- 按住 **左扳机** 时启用体感，这样每次瞄准时体感都会开启。
- 或者在 **右摇杆轻推** 时启用体感，用摇杆的第一个区域作为开关。

灵敏度设置请参阅 [体感瞄准指南](/blog/post/gyro-aiming-guide)。

## 组合起来

一款射击游戏的掌机风格配置可以是这样：跳跃和下蹲放在摇杆按下上，触控板在菜单中当鼠标用，按住左扳机时启用体感，不常用的物品放进轮盘菜单。把它保存为默认配置，普通手柄也会用出专用设备的感觉。如果您有好几个手柄，可以把最多 4 个设备编为一组，共用同一套配置。
`,
  },
};
