import QtQuick
import DixitDesktop.Backend
import DixitDesktop.Controls

// Gentle timers (Settings): a quiet sand-timer for the player on a private screen. The sand
// runs down while they choose; when it has run out the glass turns gold and glows (still, with
// reduced motion), a soft sound plays once, and the player still chooses: it never plays for
// anyone. It shows only while Timers.active: never on a handoff or any public screen, and
// never a number. Screen readers hear "half the time left" and "time is up" once each.
// The factors below are the glass drawing's proportions (of its height and width).
Item {
    id: timer
    objectName: "sandTimer"
    visible: Timers.active
    implicitHeight: Theme.touch
    implicitWidth: Math.round(Theme.touch * 0.8)
    Accessible.role: Accessible.StaticText
    Accessible.name: Timers.saying !== "" ? qsTr("Gentle timer: %1").arg(Timers.saying)
                                          : qsTr("Gentle timer: the sand is running")

    Connections {   // polite (the default): said when the reader is quiet, never every second
        target: Timers
        function onSayingChanged(): void {
            if (Timers.active && Timers.saying !== "")
                timer.Accessible.announce(Timers.saying)
        }
    }

    readonly property real sandLeft: Math.max(0, Math.min(1, Timers.fractionLeft))
    readonly property bool done: Timers.expired
    readonly property real glassWidth: Math.round(height * 0.62)
    readonly property real glassX: (width - glassWidth) / 2
    readonly property real cap: Math.max(2, Math.round(height * 0.08))
    readonly property real bulbWidth: glassWidth * 0.86
    readonly property real bulbX: glassX + (glassWidth - bulbWidth) / 2
    readonly property real bulbHeight: (height - 2 * cap) / 2
    readonly property real neck: cap + bulbHeight                  // where the two bulbs meet
    readonly property real inset: Math.max(1, bulbHeight * 0.08)    // sand stays inside the glass
    readonly property real sandDepth: bulbHeight - inset
    readonly property real topSand: sandDepth * Math.sqrt(sandLeft)     // height of the sand above
    readonly property real bottomEmpty: sandDepth * Math.sqrt(sandLeft) // empty part of the glass below
    readonly property color sand: Theme.gold
    readonly property color rim: done ? Theme.gold : Theme.moonlight

    Rectangle {   // the glow once the sand has run out
        objectName: "sandTimerGlow"
        anchors.centerIn: parent
        width: parent.width
        height: parent.height
        radius: width / 2
        color: Theme.gold
        visible: timer.done
        opacity: 0.4
        SequentialAnimation on opacity {
            running: timer.done && !Theme.reducedMotion
            loops: Theme.breaths   // a few slow breaths, then it stays lit
            NumberAnimation { from: 0.4; to: 0.15; duration: Theme.breathMs; easing.type: Easing.InOutSine }
            NumberAnimation { from: 0.15; to: 0.4; duration: Theme.breathMs; easing.type: Easing.InOutSine }
        }
    }

    Triangle {   // the glass above
        x: timer.bulbX; y: timer.cap
        width: timer.bulbWidth; height: timer.bulbHeight
        down: true
        fill: Qt.rgba(1, 1, 1, 0.12)
    }
    Triangle {   // the glass below
        x: timer.bulbX; y: timer.neck
        width: timer.bulbWidth; height: timer.bulbHeight
        down: false
        fill: Qt.rgba(1, 1, 1, 0.12)
    }
    Triangle {   // the sand still above, draining through the neck
        visible: timer.topSand > 0.5
        width: timer.bulbWidth * timer.topSand / timer.bulbHeight
        height: timer.topSand
        x: timer.glassX + timer.glassWidth / 2 - width / 2
        y: timer.neck - timer.inset - height
        down: true
        fill: timer.sand
    }
    Item {   // the sand fallen below: the glass's lower part, filled
        x: timer.bulbX
        y: timer.neck + timer.inset + timer.bottomEmpty
        width: timer.bulbWidth
        height: Math.max(0, timer.sandDepth - timer.bottomEmpty)
        clip: true
        Triangle {
            readonly property real w: timer.bulbWidth * timer.sandDepth / timer.bulbHeight
            x: (timer.bulbWidth - w) / 2
            y: -timer.bottomEmpty
            width: w
            height: timer.sandDepth
            down: false
            fill: timer.sand
        }
    }
    Rectangle {   // the thin stream while it runs
        visible: !timer.done && timer.sandLeft < 1
        width: Math.max(1, Math.round(timer.glassWidth * 0.05))
        x: timer.glassX + (timer.glassWidth - width) / 2
        y: timer.neck - timer.inset
        height: timer.inset + timer.bottomEmpty + timer.inset
        color: timer.sand
    }
    Triangle {   // the glass's outline, over the sand
        x: timer.bulbX; y: timer.cap
        width: timer.bulbWidth; height: timer.bulbHeight
        down: true
        outline: timer.rim
        outlineWidth: Math.max(1.5, timer.glassWidth * 0.05)
    }
    Triangle {
        x: timer.bulbX; y: timer.neck
        width: timer.bulbWidth; height: timer.bulbHeight
        down: false
        outline: timer.rim
        outlineWidth: Math.max(1.5, timer.glassWidth * 0.05)
    }
    Rectangle {   // the wooden caps
        x: timer.glassX; y: 0
        width: timer.glassWidth; height: timer.cap
        radius: height / 2
        color: Theme.woodLight
        border.color: timer.rim
        border.width: Theme.hairline
    }
    Rectangle {
        x: timer.glassX; y: timer.height - height
        width: timer.glassWidth; height: timer.cap
        radius: height / 2
        color: Theme.woodLight
        border.color: timer.rim
        border.width: Theme.hairline
    }
}
