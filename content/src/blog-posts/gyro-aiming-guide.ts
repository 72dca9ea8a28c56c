import type { BlogPostSource } from '@/content/src/blog';

export const gyroAimingGuide: BlogPostSource = {
  slug: 'gyro-aiming-guide',
  publishedAt: '2025-01-28T11:00:00Z',
  author: 'tomasz',
  en: {
    title: 'Gyro aiming on PC: a beginner\'s guide',
    excerpt:
      'Aim by tilting the controller, keep the stick for turning, and tune the sensitivity until small movements feel precise. A practical start with gyro in any shooter.',
    body: `
## Why aim with gyro at all

A thumbstick is a small target for a large job. It has a few millimetres of travel, and the game has to guess how far you meant to turn from how far you pushed it. That is why shooters on controllers add aim assist.

Gyro aiming uses the motion sensor that is already inside the DualShock 4, the DualSense, the Switch Pro Controller, Joy-Cons and the Steam Controller. You aim by moving the controller itself, with your wrists, which are far better at small precise movements than a thumb. The stick stays for turning around and for the large moves.

## Turn it on

1. Open the config of a controller with a motion sensor.
2. Map the gyro to **mouse movement**. Games then see the controller as a very steady mouse, which every PC shooter understands.
3. Keep the right stick mapped as before for turning.
4. Place the controller on the desk for a few seconds so it can settle, then pick it up.

Mapping gyro to the mouse works even in games that support a controller, because most PC games happily accept both at once.

## Tune the sensitivity

Start low. A good first setting turns your view about as far as you tilt the controller: tilt 10 degrees, the view moves about 10 degrees. Then:

- If you have to move your arms for ordinary targets, raise it a little.
- If the crosshair shakes while you hold still, lower it, or add a small dead zone so tiny tremors are ignored.
- Test on a single target at a fixed distance. Consistency matters more than speed.

## Gyro only while aiming

Many players prefer the gyro to work only while they aim down sights. Put the gyro on a [shift layer](/blog/post/shift-layers-explained) activated by the left trigger: hold the trigger to aim, and the gyro switches on; release it, and the gyro is off, so you can relax your hands.

The opposite also works: a button that *disables* the gyro while held. It is the controller version of lifting the mouse off the pad when you reach the edge of the desk.

## Give it a week

Gyro feels strange for an evening or two and natural after a week. Stick with low sensitivity, and let your wrists do the small work and your thumb the large work. It is also a fine way to play games designed for a mouse on the couch.
`,
  },
  zh_CN: {
    title: '在电脑上使用体感瞄准：新手指南',
    excerpt: '倾斜手柄来瞄准，摇杆留给转身，把灵敏度调到细微动作也精准为止。在任意射击游戏中上手体感瞄准的实用方法。',
    body: `
## 为什么要用体感瞄准

摇杆是一个小部件，却承担着大任务。它只有几毫米的行程，游戏只能根据您推了多远去猜您想转多少。这也是手柄射击游戏普遍加入辅助瞄准的原因。

体感瞄准利用的是手柄里本来就有的运动传感器，DualShock 4、DualSense、Switch Pro 手柄、Joy-Con 和 Steam 手柄都具备。您通过移动手柄本身来瞄准，用的是手腕，而手腕做细微精准动作的能力远胜拇指。摇杆则留给转身和大幅度移动。

## 开启体感

1. 打开带运动传感器的手柄的配置。
2. 把体感映射为 **鼠标移动**。这样游戏会把手柄当作一只非常稳定的鼠标，所有电脑射击游戏都能识别。
3. 右摇杆保持原来的映射，用于转身。
4. 把手柄平放在桌上几秒钟让它稳定，然后再拿起来。

即使游戏本身支持手柄，体感映射为鼠标也照样可用，因为大多数电脑游戏都能同时接受两种输入。

## 调整灵敏度

从低灵敏度开始。比较好的初始设置是：手柄倾斜多少，视角大约就转多少。倾斜 10 度，视角约转 10 度。之后：

- 如果瞄准普通目标也需要挥动手臂，稍微调高一点。
- 如果静止时准星在抖，就调低一些，或加一个小死区，忽略细微的抖动。
- 在固定距离对着单一目标测试。稳定比速度更重要。

## 只在瞄准时启用体感

很多玩家喜欢只在开镜瞄准时使用体感。把体感放在由左扳机激活的 [Shift 层](/blog/post/shift-layers-explained) 上：按住扳机瞄准，体感随之开启；松开扳机，体感关闭，双手可以放松。

反过来也可以：设置一个按住时 *暂停* 体感的按键。这就像鼠标移到桌边时把它提起来重新放好。

## 给自己一周时间

体感瞄准头一两个晚上会觉得别扭，一周后就会变得自然。坚持用低灵敏度，让手腕负责细微动作，拇指负责大幅动作。窝在沙发上玩为鼠标设计的游戏，这也是个好办法。
`,
  },
};
