import QtQuick
import QtQuick.Controls.Basic

// A switch that reads on cream paper: an ink track that turns green when on.
Switch {
    id: sw
    font.family: Theme.textFont
    font.pixelSize: Theme.fontBody
    // a label wrapped onto more lines makes the switch taller (it ran over the rows around it)
    implicitHeight: Math.max(Theme.touch, implicitContentHeight + topPadding + bottomPadding)
    Accessible.name: text
    indicator: Rectangle {
        objectName: sw.objectName + "Track"
        implicitWidth: Theme.switchWidth
        implicitHeight: Theme.switchHeight
        x: sw.mirrored ? sw.width - width - sw.rightPadding : sw.leftPadding   // right to left: on the right
        y: (sw.height - height) / 2
        radius: height / 2
        color: sw.checked ? Theme.good : Theme.inkSoft
        border.color: sw.visualFocus ? Theme.gold : "transparent"
        border.width: Theme.lineWidthBold
        Rectangle {
            width: parent.height - 2 * Theme.switchKnobInset
            height: width
            radius: width / 2
            y: Theme.switchKnobInset
            // "on" is toward the reading's end: the right, or the left when mirrored
            x: sw.checked !== sw.mirrored ? parent.width - width - Theme.switchKnobInset : Theme.switchKnobInset
            color: Theme.paper
            Behavior on x { NumberAnimation { duration: Theme.fadeMs } }
        }
    }
    contentItem: Text {
        text: sw.text
        font: sw.font
        color: Theme.ink
        leftPadding: sw.mirrored ? 0 : sw.indicator.width + Theme.switchLabelGap
        rightPadding: sw.mirrored ? sw.indicator.width + Theme.switchLabelGap : 0
        verticalAlignment: Text.AlignVCenter
        wrapMode: Text.WordWrap
    }
}
