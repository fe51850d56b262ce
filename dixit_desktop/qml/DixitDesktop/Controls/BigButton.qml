import QtQuick
import QtQuick.Controls.Basic

// The one button style of the game. A plain button activates on a click, a tap, or a fresh
// Enter/Space (never a key's auto-repeat). With holdToActivate, a press must be held for
// Theme.holdMs (a fill shows progress) so a passing tap cannot confirm: a finger, the mouse, or
// Enter/Space held down; auto-repeats of a key pressed earlier never start or count. The
// holdStarted/holdEnded signals let a view-model check the hold itself, and a screen reader's
// "activate" on a hold button is its own signal (accessibleActivated), never a hold.
Button {
    id: control

    property string tone: "gold"          // gold, paper, ink, ghost, colour
    property color toneColour: Theme.gold  // used with tone "colour"
    property color toneInk: Theme.ink
    property bool holdToActivate: false
    property real holdProgress: 0
    property bool keyHolding: false
    signal activated()            // a click, or a hold that lasted
    signal holdStarted()          // a fresh press began: finger, mouse, or a key (not a repeat)
    signal holdEnded()            // let go, or taken away
    signal accessibleActivated()  // a screen reader's "activate" on a hold button

    implicitHeight: Theme.touch
    implicitWidth: Math.max(Theme.buttonMinWidth, contentItem.implicitWidth + Theme.gap * 3)
    font.family: Theme.titleFont
    font.pixelSize: Theme.fontLarge
    font.weight: Font.Medium
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Button
    Accessible.name: text
    Accessible.onPressAction: holdToActivate ? control.accessibleActivated() : control.activated()

    readonly property color fill: tone === "gold" ? Theme.gold
                                : tone === "paper" ? Theme.paper
                                : tone === "colour" ? toneColour
                                : tone === "ink" ? Theme.ink : "transparent"
    readonly property color label: tone === "ghost" || tone === "ink" ? Theme.paper
                                 : tone === "colour" ? toneInk : Theme.ink

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.enabled ? control.label : Qt.rgba(control.label.r, control.label.g, control.label.b, 0.5)
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        fontSizeMode: Text.HorizontalFit   // a narrow window: smaller letters before "…"
        minimumPixelSize: Theme.fontSmall
        elide: Text.ElideRight
    }

    background: Rectangle {
        radius: height / 2
        color: control.fill
        opacity: control.enabled ? 1 : Theme.buttonDisabledOpacity
        border.width: control.tone === "ghost" || control.tone === "paper" || control.visualFocus
                      ? Theme.focusRing : 0
        border.color: control.visualFocus ? Theme.moonlight
                      : control.tone === "paper" ? Theme.paperShade : Theme.paper
        scale: control.down ? Theme.buttonPressed : 1.0
        Behavior on scale { NumberAnimation { duration: Theme.pressMs } }

        Rectangle {   // keyboard focus: a wide moonlight halo, plain to see from across a table
            objectName: "focusHalo"
            visible: control.visualFocus
            anchors.fill: parent
            anchors.margins: -Theme.focusHaloGap   // a gap of night between button and halo
            radius: height / 2
            color: "transparent"
            border.width: 2 * Theme.focusRing
            border.color: Theme.moonlight
        }

        Rectangle {   // hold progress
            visible: control.holdToActivate && control.holdProgress > 0
            anchors.left: parent.left
            anchors.top: parent.top
            anchors.bottom: parent.bottom
            width: parent.width * control.holdProgress
            radius: parent.radius
            color: Theme.holdFill
        }
    }

    NumberAnimation {
        id: holdAnim
        target: control
        property: "holdProgress"
        from: 0; to: 1
        duration: Math.max(1, Theme.holdMs)
        onFinished: if ((control.pressed || control.keyHolding) && control.holdProgress >= 1)
                        control.activated()
    }

    function startHold() {
        holdProgress = 0
        holdAnim.restart()
        holdStarted()
    }
    function endHold() {
        holdAnim.stop()
        holdProgress = 0
        keyHolding = false
        holdEnded()
    }
    function isActivationKey(key: int): bool {
        return key === Qt.Key_Return || key === Qt.Key_Enter || key === Qt.Key_Space
    }

    onPressed: if (holdToActivate) startHold()
    onReleased: if (holdToActivate) endHold()
    onCanceled: if (holdToActivate) endHold()
    onClicked: if (!holdToActivate) activated()
    onActiveFocusChanged: if (!activeFocus && keyHolding) endHold()
    Keys.onPressed: (event) => {
        if (!isActivationKey(event.key))
            return
        event.accepted = true
        if (event.isAutoRepeat)
            return   // a key held down since an earlier screen, or still down: never counts
        if (!holdToActivate)
            activated()
        else if (!keyHolding) {
            keyHolding = true
            startHold()
        }
    }
    Keys.onReleased: (event) => {
        if (!isActivationKey(event.key))
            return
        event.accepted = true
        if (holdToActivate && keyHolding && !event.isAutoRepeat)
            endHold()
    }
}
